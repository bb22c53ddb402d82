import type { Kysely } from 'kysely';

/**
 * The language of the page a registration was sent from (decision 047), 'en' or 'hi': the account
 * made from it reads its e-mails in it. Registrations sent before it read English, as their
 * welcome was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('student_registrations')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}
