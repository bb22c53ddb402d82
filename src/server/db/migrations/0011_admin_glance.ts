import { PostgresAdapter, type Kysely } from 'kysely';
import { createSearchIndexes } from '../search-indexes';

/**
 * The admin's view of the institute: an audit log of every admin write, accounts an admin can
 * deactivate, and an index behind every admin search (decision 020). Courses an admin grants use
 * the enrollment's source and reason from 0010.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity', 'created_at'])
    .execute();

  await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();

  await createSearchIndexes(db, db.getExecutor().adapter instanceof PostgresAdapter);
}
