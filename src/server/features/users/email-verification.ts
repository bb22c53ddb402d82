import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/database';
import type { User } from '#server/db/schema';
import { now } from '#server/db/time';
import { hashToken } from '#server/plugins/sessions';
import { paths } from '#common/paths';
import { verificationMail } from './mails/verification';

export const VERIFY_LINK_HOURS = 24;

/**
 * Single-use links that verify an account's address, opened at /verify-email/{token}. Only the
 * token's hash is stored, with the address it was sent to: a link verifies only that address.
 */
async function issueVerificationLink(db: Db, publicUrl: string, user: User): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const stamp = new Date();
  await db
    .insertInto('email_verification_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      email: user.email,
      created_at: stamp.toISOString(),
      expires_at: new Date(stamp.getTime() + VERIFY_LINK_HOURS * 3_600_000).toISOString(),
      used_at: null,
    })
    .execute();
  return publicUrl + paths.verifyEmail.getHref(token);
}

/** Marks the token used and its account verified; undefined unless valid, unused and unexpired. */
export async function consumeVerificationToken(db: Db, token: string): Promise<User | undefined> {
  return db.transaction().execute(async (trx) => {
    const stamp = now();
    const sent = await trx
      .updateTable('email_verification_tokens')
      .set({ used_at: stamp })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', stamp)
      .returning(['user_id', 'email'])
      .executeTakeFirst();
    if (!sent) return undefined;
    return trx
      .updateTable('users')
      .set({ email_verified_at: stamp, updated_at: stamp })
      .where('id', '=', sent.user_id)
      .where('email', '=', sent.email)
      .returningAll()
      .executeTakeFirst();
  });
}

/** Mails the user, in their language, a link that verifies their address; a failure is logged. */
export async function sendVerificationMail(request: FastifyRequest, user: User): Promise<void> {
  const { config, db, mailer } = request.server;
  const link = await issueVerificationLink(db, config.PUBLIC_URL, user);
  await mailer
    .send({
      to: user.email,
      ...verificationMail[user.language]({
        name: user.user_name,
        link,
        hours: VERIFY_LINK_HOURS,
      }),
    })
    .catch((error: unknown) => request.log.error({ err: error }, 'verification mail not sent'));
}
