import type { Kysely } from 'kysely';

/**
 * Confirming a guardian (issue 39, decision 057): each code asked for, kept only as a hash with
 * its expiry and wrong tries; and the date an adult student declined guardian access.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guardian_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guardian_id', 'text', (c) =>
      c.notNull().references('guardians.id').onDelete('cascade'),
    )
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('guardian_codes_by_guardian')
    .on('guardian_codes')
    .columns(['guardian_id', 'requested_at'])
    .execute();
  await db.schema.alterTable('users').addColumn('guardians_declined_at', 'text').execute();
}
