import { sql, type Kysely } from 'kysely';

/**
 * Sign-in by phone and the guardian portal (issue 39): when the account's owner proved they hold
 * `mobile_no` with a code. A verified number belongs to one account only, so a code sent to it
 * names one account; unverified numbers (typed at registration) may repeat, as siblings often give
 * a parent's number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('mobile_verified_at', 'text').execute();
  await db.schema
    .createIndex('users_verified_mobile_unique')
    .on('users')
    .unique()
    .column('mobile_no')
    .where(sql.ref('mobile_verified_at'), 'is not', null)
    .execute();
}
