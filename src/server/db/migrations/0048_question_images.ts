import type { Kysely } from 'kysely';

/**
 * Images in questions (issue 40, decision 067): a question may show one picture, stored like the
 * site's other images (WebP variants under `questions/`); the column holds its storage key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('questions').addColumn('image', 'text').execute();
}
