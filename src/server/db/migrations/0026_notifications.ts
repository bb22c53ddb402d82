import { sql, type Kysely } from 'kysely';

/**
 * The outbox of messages to people (WhatsApp, SMS, e-mail) and their opt-ins and opt-outs
 * (decision 048). A message is written in the transaction of the event that causes it and sent by
 * a worker that claims rows by `status` and `next_attempt_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('security', 'transactional', 'reminder', 'marketing')`),
    )
    .addColumn('recipient_role', 'text', (c) =>
      c.notNull().check(sql`recipient_role in ('student', 'parent', 'staff', 'visitor')`),
    )
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('channel', 'text', (c) =>
      c.notNull().check(sql`channel in ('whatsapp', 'sms', 'email')`),
    )
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'hi')`))
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped')`,
        ),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('provider_message_id', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('fallbacks', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('fallback_from', 'text', (c) => c.references('notifications.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('read_at', 'text')
    .addColumn('failed_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_due_idx')
    .on('notifications')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('notifications_provider_idx')
    .on('notifications')
    .column('provider_message_id')
    .execute();

  await db.schema
    .createTable('notification_consents')
    .addColumn('channel', 'text', (c) =>
      c.notNull().check(sql`channel in ('whatsapp', 'sms', 'email')`),
    )
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('opted_in', 'integer', (c) => c.notNull().check(sql`opted_in in (0, 1)`))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) =>
      c.notNull().check(sql`source in ('form', 'desk', 'reply-stop', 'email-link', 'admin')`),
    )
    .addPrimaryKeyConstraint('notification_consents_pk', ['channel', 'address'])
    .execute();
}
