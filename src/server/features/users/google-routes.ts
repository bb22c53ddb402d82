import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { User } from '#server/db/schema';
import { findUserByEmail } from '#server/db/users';
import { parseJsonOrUndefined } from '#server/parse-json';
import { HttpError } from '#server/plugins/errors';
import { createGoogleSignIn, type GoogleChecks, type GoogleProfile } from '#server/services/google';
import { insertUser, logIn, loginEnvelope } from './accounts';
import { browserLanguage } from './language-cookie';
import { googleLinkMail } from './mails/google-link';
import { claimForGoogle, findUserByGoogleSub, linkGoogle } from './repo';
import { paths } from '#common/paths';

const GOOGLE_COOKIE = 'g_oidc';
const GOOGLE_COOKIE_PATH = '/api/v1/user/google';
const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured.';

function parseChecks(request: FastifyRequest): GoogleChecks {
  const raw = request.cookies[GOOGLE_COOKIE];
  const parsed = z
    .object({ state: z.string(), nonce: z.string(), verifier: z.string() })
    .safeParse(raw ? parseJsonOrUndefined(raw) : undefined);
  if (!parsed.success) throw new HttpError(400, 'Google sign-in expired. Please try again.');
  return parsed.data;
}

/** Tells the owner of an account taken back from whoever signed it up (decision 034). */
async function sendClaimMail(request: FastifyRequest, user: User): Promise<void> {
  await request.server.mailer
    .send({
      to: user.email,
      ...googleLinkMail[user.language]({ name: user.user_name, email: user.email }),
    })
    .catch((error: unknown) => request.log.error({ err: error }, 'Google link mail not sent'));
}

/**
 * The account of a Google profile: linked by Google id, else by e-mail, else created. An account
 * whose address was never verified becomes the Google account holder's alone (decision 034).
 */
async function googleUser(request: FastifyRequest, profile: GoogleProfile): Promise<User> {
  const { db } = request.server;
  const user =
    (await findUserByGoogleSub(db, profile.sub)) ?? (await findUserByEmail(db, profile.email));
  if (!user) {
    const created = await insertUser(db, {
      userName: profile.name,
      email: profile.email,
      mobileNo: null,
      passwordHash: null,
      role: 'student',
      // Google said the address is verified; finish() refuses a profile that is not.
      emailVerified: true,
      // Google's return comes to the English login page: the browser's choice says more.
      language: browserLanguage(request),
    });
    await linkGoogle(db, created.id, profile.sub);
    return created;
  }
  if (!user.email_verified_at && user.email === profile.email) {
    const claimed = await claimForGoogle(db, user.id, profile.sub);
    await sendClaimMail(request, claimed);
    return claimed;
  }
  if (user.google_sub !== profile.sub) await linkGoogle(db, user.id, profile.sub);
  return user;
}

/** Google sign-in: the redirect to Google, and the return from it. */
export async function googleRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const google =
    config.GOOGLE_CLIENT_ID &&
    createGoogleSignIn({
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      redirectUri: `${config.PUBLIC_URL}${paths.login.getHref()}`,
    });

  api.get('/google/start', { config: { access: 'public' } }, async (request, reply) => {
    if (!google) throw new HttpError(404, GOOGLE_NOT_CONFIGURED);
    const { url, checks } = await google.start().catch((error: unknown) => {
      request.log.error({ err: error }, 'Google discovery failed');
      throw new HttpError(502, 'Google sign-in is not available right now.');
    });
    reply.setCookie(GOOGLE_COOKIE, JSON.stringify(checks), {
      path: GOOGLE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.NODE_ENV === 'production',
      maxAge: 600,
    });
    return reply.redirect(url.href);
  });

  api.get(
    '/google',
    {
      config: { access: 'public' },
      schema: {
        querystring: z.record(z.string(), z.string().max(2000)),
        response: { 200: loginEnvelope },
      },
    },
    async (request, reply) => {
      if (!google) throw new HttpError(404, GOOGLE_NOT_CONFIGURED);
      const checks = parseChecks(request);
      reply.clearCookie(GOOGLE_COOKIE, { path: GOOGLE_COOKIE_PATH });
      const profile = await google.finish(request.query, checks).catch((error: unknown) => {
        request.log.warn({ err: error }, 'Google sign-in refused');
        throw new HttpError(401, 'Google sign-in could not be completed. Please try again.');
      });
      return logIn(reply, await googleUser(request, profile));
    },
  );
}
