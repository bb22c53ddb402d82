import { randomBytes } from 'node:crypto';
import { hashToken } from '../plugins/sessions';
import type { Db } from './database';
import { now } from './time';
import { paths } from '#common/paths';

/**
 * Single-use links to choose a password, opened at /reset-password/{token}: sent by forgot-password
 * (users) and to a student whose account was made from a registration (enquiries). Only the
 * token's hash is stored.
 */

export async function issueResetLink(
  db: Db,
  publicUrl: string,
  userId: string,
  validMinutes: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now(),
      expires_at: new Date(Date.now() + validMinutes * 60_000).toISOString(),
      used_at: null,
    })
    .execute();
  return publicUrl + paths.resetPassword.getHref(token);
}

/** Marks the token used and returns its user, if it was valid, unused and unexpired. */
export async function consumeResetToken(db: Db, token: string): Promise<string | undefined> {
  const stamp = now();
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: stamp })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', stamp)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
