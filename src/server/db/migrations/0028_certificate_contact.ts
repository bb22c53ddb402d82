import type { Kysely } from 'kysely';

/**
 * The student's e-mail and mobile number on a certificate, both optional (decision 048): where the
 * verification link is sent when it is issued. Private: the public check never shows them.
 * Certificates issued before it have neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('certificates').addColumn('recipient_email', 'text').execute();
  await db.schema.alterTable('certificates').addColumn('recipient_phone', 'text').execute();
}
