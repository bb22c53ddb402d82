import type { Kysely } from 'kysely';

/**
 * Certificates keep the SHA-256 of the PDF they serve, so the verification page can show it and
 * a replaced PDF's fingerprint can be recorded. Rows already there get theirs worked out from the
 * stored file the first time their page is seen (a migration cannot read the file storage).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('certificates').addColumn('pdf_sha256', 'text').execute();
}
