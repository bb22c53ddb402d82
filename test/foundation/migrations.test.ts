import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '#server/db/database';
import { searchColumns } from '#server/db/search-indexes';
import { createTestSite, type TestSite } from '../helpers/test-app';

interface SchemaShape {
  columns: string[];
  indexes: string[];
  foreignKeys: string[];
  /** The course search's own index, which differs by design (decision 017). */
  searchIndex: string[];
}

/** FTS5's table and the tables it keeps for itself. */
const isFtsTable = (name: string) => name.startsWith('courses_fts');

async function sqliteShape(db: Db): Promise<SchemaShape> {
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table'
    and name not like 'sqlite_%' and name not like 'kysely_%'
    and name not like '%\\_search%' escape '\\'`.execute(db);
  const columns: string[] = [];
  const foreignKeys: string[] = [];
  for (const { name } of tables.rows.filter((table) => !isFtsTable(table.name))) {
    const info = await sql<{ name: string; type: string; notnull: number; pk: number }>`
      select * from pragma_table_info(${name})`.execute(db);
    for (const c of info.rows) {
      columns.push(
        `${name}.${c.name} ${c.type.toLowerCase()} ${c.notnull || c.pk ? 'not null' : 'null'}`,
      );
    }
    const fks = await sql<{ from: string; table: string; to: string; on_delete: string }>`
      select * from pragma_foreign_key_list(${name})`.execute(db);
    for (const fk of fks.rows) {
      foreignKeys.push(
        `${name}.${fk.from} -> ${fk.table}.${fk.to} on delete ${fk.on_delete.toLowerCase()}`,
      );
    }
  }
  const indexes = await sql<{ name: string; tbl_name: string; sql: string }>`
    select name, tbl_name, sql from sqlite_master where type = 'index' and sql is not null`.execute(
    db,
  );
  const search = await sql<{ type: string; name: string; sql: string }>`
    select type, name, sql from sqlite_master
    where name = 'courses_fts' or (type = 'trigger' and name like 'courses_fts%')`.execute(db);
  return {
    searchIndex: search.rows.map((row) => `${row.type} ${row.name}: ${row.sql}`).sort(),
    columns: columns.sort(),
    foreignKeys: foreignKeys.sort(),
    indexes: indexes.rows
      .map((i) => `${i.tbl_name}.${i.name}${/create unique/i.test(i.sql) ? ' unique' : ''}`)
      .sort(),
  };
}

async function postgresShape(db: Db, schema: string): Promise<SchemaShape> {
  const columns = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
  }>`
    select table_name, column_name, data_type, is_nullable from information_schema.columns
    where table_schema = ${schema} and table_name not like 'kysely_%'`.execute(db);
  const indexes = await sql<{ tablename: string; indexname: string; indexdef: string }>`
    select tablename, indexname, indexdef from pg_indexes where schemaname = ${schema}
    and indexname not in (select conname from pg_constraint)
    and indexname not like '%\\_trigram\\_idx' escape '\\'`.execute(db);
  const foreignKeys = await sql<{
    src: string;
    col: string;
    ref: string;
    refcol: string;
    action: string;
  }>`
    select cl.relname as src, a.attname as col, rf.relname as ref, ra.attname as refcol,
      case c.confdeltype when 'c' then 'cascade' when 'n' then 'set null' when 'r' then 'restrict' else 'no action' end as action
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    join pg_class rf on rf.oid = c.confrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
    where c.contype = 'f' and n.nspname = ${schema}`.execute(db);
  return {
    columns: columns.rows
      .map(
        (c) =>
          `${c.table_name}.${c.column_name} ${c.data_type} ${c.is_nullable === 'YES' ? 'null' : 'not null'}`,
      )
      .sort(),
    foreignKeys: foreignKeys.rows
      .map((f) => `${f.src}.${f.col} -> ${f.ref}.${f.refcol} on delete ${f.action}`)
      .sort(),
    indexes: indexes.rows
      .filter((i) => i.indexname !== 'courses_search_idx')
      .map(
        (i) => `${i.tablename}.${i.indexname}${/create unique/i.test(i.indexdef) ? ' unique' : ''}`,
      )
      .sort(),
    searchIndex: indexes.rows
      .filter((i) => i.indexname === 'courses_search_idx')
      .map((i) => i.indexdef),
  };
}

describe('migrations', () => {
  let sqliteSite: TestSite;
  let pgSite: TestSite;
  let sqlite: SchemaShape;
  let postgres: SchemaShape;
  let sqliteSearch: string[];
  let postgresSearch: string[];

  beforeAll(async () => {
    sqliteSite = await createTestSite({}, { db: 'sqlite', empty: true });
    pgSite = await createTestSite({}, { db: 'postgres', empty: true });
    const sqliteDb = openDatabase({ file: `${sqliteSite.dataDir}/site.db` });
    const pgDb = openDatabase({ url: pgSite.config.DATABASE_URL, file: '' });
    await migrateToLatest(sqliteDb);
    await migrateToLatest(pgDb);
    // A second run finds nothing to do and changes nothing.
    await migrateToLatest(sqliteDb);
    sqlite = await sqliteShape(sqliteDb);
    postgres = await postgresShape(pgDb, 'public');
    sqliteSearch = (
      await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
        where type = 'table' and sql like 'create virtual table%' and name like '%\\_search' escape '\\'`.execute(
        sqliteDb,
      )
    ).rows.map((t) => `${t.name} ${/tokenize='trigram'/.test(t.sql) ? 'trigram' : t.sql}`);
    postgresSearch = (
      await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes
        where schemaname = 'public' and indexname like '%trigram_idx'`.execute(pgDb)
    ).rows.map(
      (i) => `${i.indexname} ${/gin .*gin_trgm_ops/i.test(i.indexdef) ? 'trigram' : i.indexdef}`,
    );
    await sqliteDb.destroy();
    await pgDb.destroy();
  });

  afterAll(async () => {
    await sqliteSite.dispose();
    await pgSite.dispose();
  });

  it('give SQLite and PostgreSQL the same tables, columns, indexes and foreign keys', () => {
    expect(sqlite.columns).toEqual(postgres.columns);
    expect(sqlite.indexes).toEqual(postgres.indexes);
    expect(sqlite.foreignKeys).toEqual(postgres.foreignKeys);
  });

  it('give each database its own index for the course search', () => {
    expect(sqlite.searchIndex.join('\n')).toMatch(
      /table courses_fts: CREATE VIRTUAL TABLE courses_fts using fts5\(search_text, content='courses'/,
    );
    expect(sqlite.searchIndex.filter((line) => line.startsWith('trigger'))).toHaveLength(3);
    expect(postgres.searchIndex).toEqual([
      "CREATE INDEX courses_search_idx ON public.courses USING gin (to_tsvector('simple'::regconfig, search_text)) WITH (fastupdate=off)",
    ]);
  });

  it('give every admin search a trigram index on both databases', () => {
    const tables = Object.keys(searchColumns);
    expect(sqliteSearch.sort()).toEqual(tables.map((t) => `${t}_search trigram`).sort());
    expect(postgresSearch.sort()).toEqual(tables.map((t) => `${t}_trigram_idx trigram`).sort());
  });

  it('create every entity the product needs', () => {
    const tables = new Set(sqlite.columns.map((c) => c.split('.')[0]));
    for (const table of [
      'users',
      'sessions',
      'password_reset_tokens',
      'courses',
      'course_files',
      'enrollments',
      'reviews',
      'news',
      'blog_posts',
      'team_members',
      'contact_queries',
      'student_registrations',
      'certificates',
      'payments',
      'site_settings',
      'visits',
      'audit_log',
    ]) {
      expect(tables, table).toContain(table);
    }
  });

  it('index every list order and make e-mail unique regardless of case', () => {
    expect(sqlite.indexes).toContain('users.users_email_lower_unique unique');
    for (const table of [
      'courses',
      'news',
      'blog_posts',
      'team_members',
      'contact_queries',
      'reviews',
      'payments',
      'certificates',
      'student_registrations',
    ]) {
      expect(sqlite.indexes.some((i) => i.startsWith(`${table}.`) && i.includes('created'))).toBe(
        true,
      );
    }
  });
});
