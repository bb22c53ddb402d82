import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasControlCharacters } from '#common/text';
import type { Db } from '../db/database';
import type { User } from '../db/schema';
import { now } from '../db/time';
import { HttpError } from './errors';

export const SESSION_COOKIE = 'sid';
/** Activity is written back at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    sessionHash: string | null;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: string, idleDays: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const stamp = new Date();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: stamp.toISOString(),
      last_seen_at: stamp.toISOString(),
      expires_at: new Date(stamp.getTime() + idleDays * 86_400_000).toISOString(),
    })
    .execute();
  return token;
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of the user, or every one but `keep` (a session's token hash). */
export async function revokeUserSessions(db: Db, userId: string, keep?: string): Promise<void> {
  let sessions = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) sessions = sessions.where('token_hash', '!=', keep);
  await sessions.execute();
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  const config = reply.server.config;
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.NODE_ENV === 'production',
    maxAge: config.SESSION_IDLE_DAYS * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

function tokenOf(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  return bearer?.[1] ?? request.cookies[SESSION_COOKIE];
}

/** False when the request certainly carries no session (no Authorization, no session cookie). */
export function mayCarrySession(request: { headers: IncomingHttpHeaders }): boolean {
  const { authorization, cookie } = request.headers;
  return authorization !== undefined || (cookie !== undefined && cookie.includes(SESSION_COOKIE));
}

/** The user behind the request's session cookie or bearer token, with idle expiry. */
export const sessions = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionHash', null);
  app.addHook('onRequest', async (request) => {
    const token = tokenOf(request);
    if (!token || token.length > 200 || hasControlCharacters(token)) return;
    const tokenHash = hashToken(token);
    const current = now();
    const row = await app.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select(['sessions.last_seen_at as session_seen'])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', current)
      .where('users.deactivated_at', 'is', null)
      .executeTakeFirst();
    if (!row) return;
    const { session_seen, ...user } = row;
    request.user = user;
    request.sessionHash = tokenHash;
    if (Date.now() - Date.parse(session_seen) > TOUCH_INTERVAL_MS) {
      const expires = new Date(Date.now() + app.config.SESSION_IDLE_DAYS * 86_400_000);
      await app.db
        .updateTable('sessions')
        .set({ last_seen_at: current, expires_at: expires.toISOString() })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
  });
});

/** The logged-in user of a route declaring `access: 'user'` or `'admin'`. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, 'Please log in to continue.');
  return request.user;
}
