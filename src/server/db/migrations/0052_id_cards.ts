import { sql, type Kysely } from 'kysely';

/**
 * Student ID cards (issue 41, decision 073): one row a card issued, with the photo and name it was
 * printed with, the token its QR code's check page is found by, its validity and, once revoked,
 * when, why and (when reissued) the card that replaced it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('id_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id'))
    .addColumn('batch_id', 'text', (c) =>
      c.notNull().references('course_batches.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('admission_number', 'text', (c) => c.notNull())
    .addColumn('photo_key', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'text')
    .addColumn('replaced_by', 'text', (c) => c.references('id_cards.id'))
    .execute();
  await db.schema.createIndex('id_cards_by_user').on('id_cards').column('user_id').execute();
  // One card a student that is not revoked: two issues at once cannot both stand.
  await db.schema
    .createIndex('id_cards_one_current')
    .on('id_cards')
    .column('user_id')
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  await db.schema.createIndex('id_cards_by_batch').on('id_cards').column('batch_id').execute();
}
