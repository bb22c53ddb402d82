import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import type { User } from '#server/db/schema';
import type { Language } from '#common/languages';
import { newId } from '#server/db/time';
import { createUser } from '#server/db/users';

/* Codes asked for a mobile number (migration 0042). */

/** How many codes were asked for `mobileNo` since `since`, for sign-in and profiles alike. */
export async function codesAskedSince(db: Db, mobileNo: string, since: string) {
  const row = await db
    .selectFrom('phone_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('mobile_no', '=', mobileNo)
    .where('requested_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A code asked for `mobileNo`, to sign in (no user) or for `userId`'s profile, in place of the one
 * asked before (spent, so that only the newest works); its id.
 */
export async function insertCodeRequest(
  db: Db,
  request: { mobileNo: string; userId: string | null; at: string },
) {
  const id = newId();
  await db
    .updateTable('phone_codes')
    .set({ used_at: request.at })
    .where('mobile_no', '=', request.mobileNo)
    .where('user_id', request.userId === null ? 'is' : '=', request.userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('phone_codes')
    .values({ id, mobile_no: request.mobileNo, user_id: request.userId, requested_at: request.at })
    .execute();
  return id;
}

export const findCodeRequest = (db: Db, id: string) =>
  db.selectFrom('phone_codes').selectAll().where('id', '=', id).executeTakeFirst();

/** The number's code still to be used, to sign in (`userId` null) or for that account. */
export const unusedCode = (db: Db, mobileNo: string, userId: string | null) =>
  db
    .selectFrom('phone_codes')
    .selectAll()
    .where('mobile_no', '=', mobileNo)
    .where('user_id', userId === null ? 'is' : '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();

/** Keeps a code just sent: its hash and expiry, with all its tries still to come. */
export async function storeCodeHash(db: Db, id: string, codeHash: string, expiresAt: string) {
  await db
    .updateTable('phone_codes')
    .set({ code_hash: codeHash, expires_at: expiresAt, tries: 0 })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .execute();
}

/** Takes one of a code's tries; false when none is left. */
export async function takeTry(db: Db, id: string, tries: number): Promise<boolean> {
  const result = await db
    .updateTable('phone_codes')
    .set({ tries: sql<number>`tries + 1` })
    .where('id', '=', id)
    .where('tries', '<', tries)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Uses a code; false when it was used meanwhile. */
export async function useCode(db: Db, id: string, at: string): Promise<boolean> {
  const used = await db
    .updateTable('phone_codes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows > 0n;
}

/* Accounts by their mobile number. */

/** The accounts with this number: the one that verified it, if any, first. */
export const accountsWithNumber = (db: Db, mobileNo: string): Promise<User[]> =>
  db
    .selectFrom('users')
    .selectAll()
    .where('mobile_no', '=', mobileNo)
    .orderBy(sql`mobile_verified_at is null`)
    .limit(2)
    .execute();

/** The account that verified this number, if one did. */
export const verifiedOwner = (db: Db, mobileNo: string) =>
  db
    .selectFrom('users')
    .select('id')
    .where('mobile_no', '=', mobileNo)
    .where('mobile_verified_at', 'is not', null)
    .executeTakeFirst();

/** Gives the account the number, verified now; throws a unique violation when another has it. */
export async function setVerifiedNumber(db: Db, userId: string, mobileNo: string, at: string) {
  return db
    .updateTable('users')
    .set({ mobile_no: mobileNo, mobile_verified_at: at, updated_at: at })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A student account for a number its owner proved with a code: verified number, unverified
 * e-mail, no password yet. Throws a unique violation when the e-mail or the number is taken.
 */
export const createPhoneAccount = (
  db: Db,
  account: { userName: string; email: string; mobileNo: string; language?: Language },
  at: string,
) =>
  db.transaction().execute(async (trx) => {
    const created = await createUser(trx, {
      userName: account.userName,
      email: account.email,
      mobileNo: account.mobileNo,
      passwordHash: null,
      role: 'student',
      emailVerified: false,
      ...(account.language ? { language: account.language } : {}),
    });
    return setVerifiedNumber(trx, created.id, account.mobileNo, at);
  });
