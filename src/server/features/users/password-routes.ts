import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import {
  changePasswordSchema,
  forgetPasswordSchema,
  resetPasswordSchema,
} from '#common/schemas/users';
import { userMessages } from '#common/users';
import { consumeResetToken } from '#server/db/reset-tokens';
import { now } from '#server/db/time';
import { findUserByEmail } from '#server/db/users';
import { HttpError } from '#server/plugins/errors';
import { attemptLimits, forgetLoginFailures } from '#server/plugins/rate-limits';
import {
  createSession,
  currentUser,
  revokeUserSessions,
  setSessionCookie,
} from '#server/plugins/sessions';
import { hashPassword, verifyPassword } from '#server/services/passwords';
import { findUserById, updateUser } from './repo';
import { makeResetLinksWhenSent, queueResetMail } from './reset-message';

/** Changing a known password, and resetting a forgotten one by e-mail. */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  makeResetLinksWhenSent(app);

  api.patch(
    '/updatePassword',
    {
      config: { access: 'user' },
      schema: {
        body: changePasswordSchema,
        response: { 200: envelope(z.object({ message: z.string() })) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { oldPassword, newPassword } = request.body;
      if (!user.password_hash || !(await verifyPassword(user.password_hash, oldPassword))) {
        throw new HttpError(400, userMessages.wrongCurrentPassword, {
          oldPassword: userMessages.wrongCurrentPassword,
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
      config: { access: 'public' },
      schema: { body: forgetPasswordSchema, response: { 200: messageEnvelope } },
      preHandler: attemptLimits(app, 'forget-password', {
        perIp: config.FORGOT_PASSWORD_LIMIT_PER_IP,
        perAccount: config.FORGOT_PASSWORD_LIMIT_PER_ACCOUNT,
      }),
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      // Not awaited, so the answer takes as long whether or not the account exists.
      if (user) {
        void queueResetMail(app, user).catch((error: unknown) =>
          request.log.error({ err: error }, 'reset mail not queued'),
        );
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
      config: { access: 'public' },
      schema: {
        params: z.object({ token: z.string().min(1).max(200) }),
        body: resetPasswordSchema,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const userId = await consumeResetToken(db, request.params.token);
      const user = userId ? await findUserById(db, userId) : undefined;
      if (!user) throw new HttpError(400, 'This password reset link is invalid or has expired.');
      await updateUser(db, user.id, {
        password_hash: await hashPassword(request.body.newPassword),
        // The link reached the account's address (links to an address since changed are gone).
        email_verified_at: user.email_verified_at ?? now(),
      });
      await revokeUserSessions(db, user.id);
      await forgetLoginFailures(app, user.email);
      return { success: true, message: 'Your password has been reset. Please log in.' };
    },
  );
}
