import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageEnvelope } from '#common/schemas/envelope';
import { userMessages } from '#common/users';
import { HttpError } from '#server/plugins/errors';
import { attemptLimits } from '#server/plugins/rate-limits';
import { currentUser } from '#server/plugins/sessions';
import {
  consumeVerificationToken,
  sendVerificationMail,
  VERIFY_LINK_HOURS,
} from './email-verification';

/** Verifying the account's e-mail address: a new link for the logged-in user, and the link's use. */
export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;

  api.post(
    '/verify-email',
    {
      config: { access: 'user' },
      schema: { response: { 200: messageEnvelope } },
      preHandler: attemptLimits(app, 'verify-email', {
        perUser: config.VERIFY_EMAIL_LIMIT_PER_USER,
      }),
    },
    async (request) => {
      const user = currentUser(request);
      if (user.email_verified_at) throw new HttpError(409, userMessages.alreadyVerified);
      await sendVerificationMail(request, user);
      return {
        success: true,
        message: `We sent a link to ${user.email}. Open it within ${VERIFY_LINK_HOURS} hours to verify your e-mail address.`,
      };
    },
  );

  api.post(
    '/verify-email/:token',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      if (!(await consumeVerificationToken(db, request.params.token))) {
        throw new HttpError(400, userMessages.verifyLinkInvalid);
      }
      return { success: true, message: userMessages.emailVerified };
    },
  );
}
