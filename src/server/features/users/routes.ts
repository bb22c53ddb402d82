import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageCount, pageQuerySchema, PAGE_SIZE } from '#common/pagination';
import {
  changePasswordSchema,
  createAdminSchema,
  forgetPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  updateProfileSchema,
  userMessages,
  type UserDto,
} from '#common/schemas/users';
import { enrolledCourseIds } from '../../db/enrollments';
import { isUniqueViolation } from '../../db/errors';
import type { User } from '../../db/schema';
import { parseJsonOrUndefined } from '../../parse-json';
import { HttpError, validate } from '../../plugins/errors';
import { attemptLimits } from '../../plugins/rate-limits';
import {
  clearSessionCookie,
  createSession,
  currentUser,
  hashToken,
  requireAdmin,
  requireUser,
  revokeSession,
  revokeUserSessions,
  setSessionCookie,
} from '../../plugins/sessions';
import { IMAGE_LIMIT, readMultipart, requireFileType } from '../../plugins/uploads';
import { createGoogleSignIn, type GoogleChecks } from '../../services/google';
import { imageUrl, removeImage, storeImage } from '../../services/images';
import { hashPassword, verifyPassword } from '../../services/passwords';
import {
  consumeResetToken,
  createUser,
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  linkGoogle,
  listUsers,
  saveResetToken,
  updateUser,
  type NewUser,
} from './repo';

const RESET_TOKEN_MINUTES = 30;
const GOOGLE_COOKIE = 'g_oidc';
const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured.';
const EMAIL_TAKEN = 'User already exists';
/** Compared against when the e-mail is unknown, so both answers take as long. */
const absentUserHash = hashPassword(randomBytes(16).toString('hex'));

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db, storage } = app;

  const toDto = async (user: User): Promise<UserDto> => ({
    _id: user.id,
    userName: user.user_name,
    email: user.email,
    mobileNo: user.mobile_no ?? '',
    profileImg: user.profile_img ? imageUrl(storage, user.profile_img) : '',
    role: user.role,
    enrolledCourse: await enrolledCourseIds(db, user.id),
    createdAt: user.created_at,
    updatedAt: user.updated_at,
  });

  const insertUser = async (user: NewUser) => {
    if (await findUserByEmail(db, user.email)) throw new HttpError(409, EMAIL_TAKEN);
    return createUser(db, user).catch((error: unknown) => {
      throw isUniqueViolation(error) ? new HttpError(409, EMAIL_TAKEN) : error;
    });
  };

  const logIn = async (reply: FastifyReply, user: User) => {
    const accessToken = await createSession(db, user.id, config.SESSION_IDLE_DAYS);
    setSessionCookie(reply, accessToken);
    return {
      success: true,
      message: 'Login successful',
      data: { user: await toDto(user), accessToken },
    };
  };

  api.post(
    '/register',
    { preHandler: attemptLimits(app, 'register', config.REGISTER_LIMIT_PER_IP) },
    async (request, reply) => {
      const input = request.isMultipart()
        ? (await readMultipart(request, IMAGE_LIMIT)).fields
        : (request.body as Record<string, unknown> | undefined);
      if (input?.role === 'admin') {
        await requireAdmin(request);
        const admin = validate(createAdminSchema, input);
        const passwordHash = await hashPassword(admin.password);
        const user = await insertUser({
          userName: admin.username,
          email: admin.email,
          mobileNo: admin.mobileNo,
          passwordHash,
          role: 'admin',
        });
        return reply
          .code(201)
          .send({ success: true, message: 'Admin created successfully!', data: await toDto(user) });
      }
      const student = validate(registerSchema, input);
      const user = await insertUser({
        userName: student.userName,
        email: student.email,
        mobileNo: student.mobileNo,
        passwordHash: await hashPassword(student.password),
        role: 'student',
      });
      return reply
        .code(201)
        .send({ success: true, message: 'Registration Successful', data: await toDto(user) });
    },
  );

  api.post(
    '/login',
    {
      schema: { body: loginSchema },
      preHandler: attemptLimits(
        app,
        'login',
        config.LOGIN_LIMIT_PER_IP,
        config.LOGIN_LIMIT_PER_ACCOUNT,
      ),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(user?.password_hash ?? (await absentUserHash), password);
      if (!user?.password_hash || !valid) throw new HttpError(401, userMessages.loginFailed);
      return logIn(reply, user);
    },
  );

  app.post('/logout', async (request, reply) => {
    if (request.sessionHash) await revokeSession(db, request.sessionHash);
    clearSessionCookie(reply);
    return { success: true, message: 'Logged out' };
  });

  app.get('/profile', { preHandler: requireUser }, async (request) => ({
    success: true,
    data: await toDto(currentUser(request)),
  }));

  api.patch(
    '/updateProfile',
    { preHandler: requireUser, schema: { body: updateProfileSchema } },
    async (request) => {
      const user = currentUser(request);
      const { email, userName, mobileNo } = request.body;
      const owner = await findUserByEmail(db, email);
      if (owner && owner.id !== user.id) {
        throw new HttpError(409, 'This email is already used by another account.');
      }
      const updated = await updateUser(db, user.id, {
        email,
        user_name: userName,
        mobile_no: mobileNo,
      }).catch((error: unknown) => {
        throw isUniqueViolation(error)
          ? new HttpError(409, 'This email is already used by another account.')
          : error;
      });
      return { success: true, message: 'Profile Updated', data: await toDto(updated) };
    },
  );

  app.patch('/updateImg', { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const { files } = await readMultipart(request, IMAGE_LIMIT);
    const file = files.profileImg;
    if (!file)
      throw new HttpError(400, 'Please choose an image.', {
        profileImg: 'Please choose an image.',
      });
    await requireFileType(file, 'image');
    const image = await storeImage(storage, file.data, 'profiles').catch(() => {
      throw new HttpError(415, 'This image could not be read.');
    });
    const updated = await updateUser(db, user.id, { profile_img: image.key });
    if (user.profile_img) await removeImage(storage, user.profile_img);
    return { success: true, message: 'Profile Image Updated', data: await toDto(updated) };
  });

  api.patch(
    '/updatePassword',
    { preHandler: requireUser, schema: { body: changePasswordSchema } },
    async (request, reply) => {
      const user = currentUser(request);
      const { oldPassword, newPassword } = request.body;
      if (!user.password_hash || !(await verifyPassword(user.password_hash, oldPassword))) {
        throw new HttpError(400, 'Your current password is incorrect.', {
          oldPassword: 'Your current password is incorrect.',
        });
      }
      await updateUser(db, user.id, { password_hash: await hashPassword(newPassword) });
      // Every session ends; this browser continues with a fresh one.
      await revokeUserSessions(db, user.id);
      setSessionCookie(reply, await createSession(db, user.id, config.SESSION_IDLE_DAYS));
      const message = 'Password updated successfully';
      return { success: true, message, data: { message } };
    },
  );

  api.post(
    '/forget-password',
    {
      schema: { body: forgetPasswordSchema },
      preHandler: attemptLimits(
        app,
        'forget-password',
        config.FORGOT_PASSWORD_LIMIT_PER_IP,
        config.FORGOT_PASSWORD_LIMIT_PER_ACCOUNT,
      ),
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      if (user) {
        const token = randomBytes(32).toString('base64url');
        const expires = new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000).toISOString();
        await saveResetToken(db, user.id, hashToken(token), expires);
        const link = `${config.PUBLIC_URL}/reset-password/${token}`;
        // Not awaited, so the answer takes as long whether or not the account exists.
        app.mailer
          .send({
            to: user.email,
            subject: 'Reset your password',
            text: `Hello ${user.user_name || 'there'},\n\nSomeone asked to reset the password of your account. Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new one:\n\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n`,
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'reset mail not sent'));
      }
      return {
        success: true,
        message: 'If an account exists for this email, a password reset link has been sent.',
      };
    },
  );

  api.post(
    '/reset-password/:token',
    {
      schema: {
        params: z.object({ token: z.string().min(1).max(200) }),
        body: resetPasswordSchema,
      },
    },
    async (request) => {
      const userId = await consumeResetToken(db, hashToken(request.params.token));
      const user = userId ? await findUserById(db, userId) : undefined;
      if (!user) throw new HttpError(400, 'This password reset link is invalid or has expired.');
      await updateUser(db, user.id, {
        password_hash: await hashPassword(request.body.newPassword),
      });
      await revokeUserSessions(db, user.id);
      return { success: true, message: 'Your password has been reset. Please log in.' };
    },
  );

  const google =
    config.GOOGLE_CLIENT_ID &&
    createGoogleSignIn({
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      redirectUri: `${config.PUBLIC_URL}/login`,
    });

  app.get('/google/start', async (request, reply) => {
    if (!google) throw new HttpError(404, GOOGLE_NOT_CONFIGURED);
    const { url, checks } = await google.start().catch((error: unknown) => {
      request.log.error({ err: error }, 'Google discovery failed');
      throw new HttpError(502, 'Google sign-in is not available right now.');
    });
    reply.setCookie(GOOGLE_COOKIE, JSON.stringify(checks), {
      path: '/api/v1/user/google',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.NODE_ENV === 'production',
      maxAge: 600,
    });
    return reply.redirect(url.href);
  });

  api.get(
    '/google',
    { schema: { querystring: z.record(z.string(), z.string().max(2000)) } },
    async (request, reply) => {
      if (!google) throw new HttpError(404, GOOGLE_NOT_CONFIGURED);
      const checks = parseChecks(request);
      reply.clearCookie(GOOGLE_COOKIE, { path: '/api/v1/user/google' });
      const profile = await google.finish(request.query, checks).catch((error: unknown) => {
        request.log.warn({ err: error }, 'Google sign-in refused');
        throw new HttpError(401, 'Google sign-in could not be completed. Please try again.');
      });
      let user = await findUserByGoogleSub(db, profile.sub);
      if (!user) {
        const existing = await findUserByEmail(db, profile.email);
        if (existing) {
          await linkGoogle(db, existing.id, profile.sub);
          user = existing;
        } else {
          user = await insertUser({
            userName: profile.name,
            email: profile.email,
            mobileNo: null,
            passwordHash: null,
            role: 'student',
          });
          await linkGoogle(db, user.id, profile.sub);
        }
      }
      return logIn(reply, user);
    },
  );

  api.post(
    '/',
    { preHandler: requireAdmin, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await listUsers(db, page, PAGE_SIZE);
      return {
        success: true,
        data: { users: await Promise.all(rows.map(toDto)) },
        Pages: pageCount(total),
      };
    },
  );
}

function parseChecks(request: FastifyRequest): GoogleChecks {
  const raw = request.cookies[GOOGLE_COOKIE];
  const parsed = z
    .object({ state: z.string(), nonce: z.string(), verifier: z.string() })
    .safeParse(raw ? parseJsonOrUndefined(raw) : undefined);
  if (!parsed.success) throw new HttpError(400, 'Google sign-in expired. Please try again.');
  return parsed.data;
}
