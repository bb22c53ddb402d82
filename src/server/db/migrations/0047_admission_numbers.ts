import type { Kysely } from 'kysely';

/**
 * Admissions (issue 41): the number a student is admitted under, printed on their ID card. Assigned
 * once, when an admission is accepted; one student's only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('admission_number', 'text').execute();
  await db.schema
    .createIndex('users_admission_number_unique')
    .on('users')
    .unique()
    .column('admission_number')
    .execute();
}
