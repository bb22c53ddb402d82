import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { User } from '../../db/schema';
import { findUserByEmail } from '../../db/users';
import { parseJsonOrUndefined } from '../../parse-json';
import { HttpError } from '../../plugins/errors';
import { createGoogleSignIn, type GoogleChecks, type GoogleProfile } from '../../services/google';
import { insertUser, logIn, loginEnvelope } from './accounts';
import { findUserByGoogleSub, linkGoogle } from './repo';

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

/** The account of a Google profile: linked by Google id, else by e-mail, else created. */
async function googleUser(db: Db, profile: GoogleProfile): Promise<User> {
  const linked = await findUserByGoogleSub(db, profile.sub);
  if (linked) return linked;
  const user =
    (await findUserByEmail(db, profile.email)) ??
    (await insertUser(db, {
      userName: profile.name,
      email: profile.email,
      mobileNo: null,
      passwordHash: null,
      role: 'student',
    }));
  await linkGoogle(db, user.id, profile.sub);
  return user;
}

/** Google sign-in: the redirect to Google, and the return from it. */
export async function googleRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  const google =
    config.GOOGLE_CLIENT_ID &&
    createGoogleSignIn({
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      redirectUri: `${config.PUBLIC_URL}/login`,
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
      return logIn(reply, await googleUser(db, profile));
    },
  );
}
