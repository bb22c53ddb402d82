import type { Kysely } from 'kysely';

/**
 * The language a person reads the site and their e-mails in (decision 047): 'en' or 'hi', set at
 * sign-up from the page's language and changed by the language switch or the profile. Accounts
 * made before it read English, as their mails were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}
