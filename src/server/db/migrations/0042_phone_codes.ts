import type { Kysely } from 'kysely';

/**
 * Sign-in with a one-time code (issue 39, decision 061): each code asked for a mobile number, to
 * sign in (no account) or to confirm an account's new number (`user_id`), kept only as a hash
 * with its expiry and tries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('phone_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile_no', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('phone_codes_by_number')
    .on('phone_codes')
    .columns(['mobile_no', 'requested_at'])
    .execute();
}
