import { sql, type Kysely } from 'kysely';

/**
 * The admin's overrides of each event's message texts, and its approved WhatsApp template name and
 * MSG91 SMS template id (decision 048, "The admin's view"). An event without a row, or a text not
 * in its row, reads the code's default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_templates')
    .addColumn('event', 'text', (c) => c.primaryKey())
    .addColumn('whatsapp_name', 'text')
    .addColumn('sms_template_id', 'text')
    .addColumn('texts', 'text', (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
