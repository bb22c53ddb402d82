import { randomBytes, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '#common/languages';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import {
  ownPhoneCodeSchema,
  ownPhoneSchema,
  phoneCodeRequestSchema,
  phoneSignInSchema,
  phoneSignUpSchema,
  phoneSignUpStartSchema,
} from '#common/schemas/phone-sign-in';
import { userDtoSchema } from '#common/schemas/users';
import { phoneMessages } from '#common/phone-sign-in';
import { isUniqueViolation } from '#server/db/errors';
import type { User } from '#server/db/schema';
import { getSiteSettings } from '#server/db/site-settings';
import { findUserByEmail } from '#server/db/users';
import { HttpError } from '#server/plugins/errors';
import { attemptLimits } from '#server/plugins/rate-limits';
import { currentUser } from '#server/plugins/sessions';
import { hashPassword, verifyPassword } from '#server/services/passwords';
import { logIn, userEnvelope } from '../accounts';
import { sendVerificationMail } from '../email-verification';
import { userDto } from '../mapper';
import { askForCode, checkCode, makeCodesWhenSent, spendCode } from './codes';
import { accountsWithNumber, createPhoneAccount, setVerifiedNumber, verifiedOwner } from './repo';
import { signUpTokens } from './sign-up-token';

/** Compared against when an admin has no password, so that answer takes as long. */
const absentUserHash = hashPassword(randomBytes(16).toString('hex'));

const signInEnvelope = envelope(
  z.union([z.object({ user: userDtoSchema, accessToken: z.string() }), phoneSignUpStartSchema]),
);

/** The number is another account's (verified there): the write that gave it here failed. */
const takenOr = (error: unknown) =>
  isUniqueViolation(error) ? new HttpError(409, phoneMessages.numberTaken) : error;

/**
 * Sign-in with a one-time code sent to a mobile number, a new number's student account, and an
 * account confirming its own number (issue 39, decision 061).
 */
export async function phoneRoutes(
  app: FastifyInstance,
  { signingKey }: { signingKey: KeyObject },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db, storage } = app;
  const tokens = signUpTokens(signingKey, app.clock);
  const perIp = { perIp: config.PHONE_CODE_LIMIT_PER_IP };
  makeCodesWhenSent(app);

  /** An admin signs in by phone only when the settings allow it, and with their password. */
  const secondFactor = async (admin: User, password: string | undefined) => {
    if (!(await getSiteSettings(db)).adminPhoneSignIn) {
      throw new HttpError(403, phoneMessages.adminsOff);
    }
    if (!password) {
      throw new HttpError(401, phoneMessages.adminPassword, {
        password: phoneMessages.adminPassword,
      });
    }
    if (!(await verifyPassword(admin.password_hash ?? (await absentUserHash), password))) {
      throw new HttpError(401, phoneMessages.wrongPassword, {
        password: phoneMessages.wrongPassword,
      });
    }
  };

  api.post(
    '/code',
    {
      config: { access: 'public' },
      schema: { body: phoneCodeRequestSchema, response: { 200: messageEnvelope } },
      preHandler: attemptLimits(app, 'phone-code', perIp),
    },
    async (request) => {
      const { mobileNo, language } = request.body;
      await askForCode(app, { mobileNo, userId: null }, language ?? DEFAULT_LANGUAGE);
      return { success: true, message: phoneMessages.codeSent };
    },
  );

  api.post(
    '/sign-in',
    {
      config: { access: 'public' },
      schema: { body: phoneSignInSchema, response: { 200: signInEnvelope } },
      preHandler: attemptLimits(app, 'phone-sign-in', perIp),
    },
    async (request, reply) => {
      const { mobileNo, code, password } = request.body;
      const codeId = await checkCode(app, { mobileNo, userId: null }, code);
      const [account, another] = await accountsWithNumber(db, mobileNo);
      if (!account) {
        await spendCode(app, codeId);
        return {
          success: true,
          message: 'Code confirmed',
          data: { signUpToken: tokens.sign(mobileNo), mobileNo },
        };
      }
      if (!account.mobile_verified_at && another) {
        throw new HttpError(409, phoneMessages.sharedNumber);
      }
      if (account.role === 'admin') await secondFactor(account, password);
      await spendCode(app, codeId);
      const user = account.mobile_verified_at
        ? account
        : await setVerifiedNumber(db, account.id, mobileNo, app.clock.now().toISOString()).catch(
            (error: unknown) => {
              throw takenOr(error);
            },
          );
      return logIn(reply, user);
    },
  );

  api.post(
    '/sign-up',
    {
      config: { access: 'public' },
      schema: { body: phoneSignUpSchema, response: { 200: signInEnvelope } },
      preHandler: attemptLimits(app, 'register', { perIp: config.REGISTER_LIMIT_PER_IP }),
    },
    async (request, reply) => {
      const { token, userName, email, language } = request.body;
      const mobileNo = tokens.read(token);
      if (!mobileNo) throw new HttpError(400, phoneMessages.signUpExpired);
      if (await findUserByEmail(db, email)) {
        throw new HttpError(409, phoneMessages.emailTaken, { email: phoneMessages.emailTaken });
      }
      const at = app.clock.now().toISOString();
      const user = await createPhoneAccount(db, { userName, email, mobileNo, language }, at).catch(
        async (error: unknown) => {
          if (isUniqueViolation(error) && (await findUserByEmail(db, email))) {
            throw new HttpError(409, phoneMessages.emailTaken, { email: phoneMessages.emailTaken });
          }
          throw takenOr(error);
        },
      );
      await sendVerificationMail(request, user);
      return logIn(reply, user);
    },
  );

  api.post(
    '/mine/code',
    {
      config: { access: 'user' },
      schema: { body: ownPhoneCodeSchema, response: { 200: messageEnvelope } },
      preHandler: attemptLimits(app, 'phone-code', perIp),
    },
    async (request) => {
      const user = currentUser(request);
      const { mobileNo } = request.body;
      const owner = await verifiedOwner(db, mobileNo);
      if (owner && owner.id !== user.id) {
        throw new HttpError(409, phoneMessages.numberTaken, {
          mobileNo: phoneMessages.numberTaken,
        });
      }
      await askForCode(app, { mobileNo, userId: user.id }, user.language);
      return { success: true, message: phoneMessages.codeSent };
    },
  );

  api.put(
    '/mine',
    {
      config: { access: 'user' },
      schema: { body: ownPhoneSchema, response: { 200: userEnvelope } },
      preHandler: attemptLimits(app, 'phone-sign-in', perIp),
    },
    async (request) => {
      const user = currentUser(request);
      const { mobileNo, code } = request.body;
      const codeId = await checkCode(app, { mobileNo, userId: user.id }, code);
      await spendCode(app, codeId);
      const updated = await setVerifiedNumber(
        db,
        user.id,
        mobileNo,
        app.clock.now().toISOString(),
      ).catch((error: unknown) => {
        throw takenOr(error);
      });
      return {
        success: true,
        message: phoneMessages.phoneChanged,
        data: await userDto(db, storage, updated),
      };
    },
  );
}
