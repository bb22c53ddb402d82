import type { Kysely } from 'kysely';

/**
 * Today's work lists the newest valid certificates still waiting for their stamped PDF; at
 * 100,000 certificates, nearly all stamped, walking the status index for them read every row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('certificates_waiting_idx')
    .on('certificates')
    .columns(['stamped', 'status', 'created_at', 'id'])
    .execute();
}
