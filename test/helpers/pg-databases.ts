import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresUrlFor, withPgAdmin } from './pg-admin';

/**
 * Test sites' PostgreSQL databases, reused within a worker. Dropping a database makes the server
 * checkpoint (about half a second, most of the PostgreSQL run's extra time), while emptying one
 * copied from the template takes milliseconds: the template holds nothing but the migrator's own
 * rows. Whatever a run leaves is dropped with its template (helpers/db-templates).
 */
const idle: string[] = [];
let tables: string[] | undefined;

/** A database in the template's state, named after the template so the run's teardown finds it. */
export async function takeDatabase(template: string): Promise<string> {
  const reused = idle.pop();
  if (reused) return reused;
  const database = `${template}_${randomBytes(4).toString('hex')}`;
  await withPgAdmin((c) => c.query(`create database ${database} template ${template}`));
  return database;
}

/** Empties the database (ending any connection a test left open) for the next site. */
export async function giveBack(database: string) {
  const client = new pg.Client({ connectionString: postgresUrlFor(database) });
  await client.connect();
  try {
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    tables ??= (
      await client.query<{ name: string }>(
        `select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely\\_%'`,
      )
    ).rows.map((row) => `"${row.name}"`);
    // Foreign keys are triggers; as a replica the server skips them, so the order does not matter.
    await client.query(
      `set session_replication_role = replica; ${tables.map((t) => `delete from ${t};`).join(' ')}`,
    );
  } finally {
    await client.end();
  }
  idle.push(database);
}

/** Drops every database made from the template, and the template. */
export async function dropDatabasesOf(template: string) {
  await withPgAdmin(async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${template}\\_%`],
    );
    for (const { datname } of rows)
      await c.query(`drop database if exists ${datname} with (force)`);
    await c.query(`drop database if exists ${template} with (force)`);
  });
}
