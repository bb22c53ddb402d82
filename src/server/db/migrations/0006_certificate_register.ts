import { sql, type Kysely } from 'kysely';

interface OldCertificate {
  id: string;
  created_at: string;
  storage_key: string;
}

const numberOf = (year: number, serial: number) => `VCI-${year}-${String(serial).padStart(6, '0')}`;

/**
 * Certificates become verifiable: a readable number, sequential per year of issue (kept in
 * `certificate_counters`, so numbers are handed out atomically on both databases), the issue
 * date and an optional grade, a status that can be revoked with a reason, the uploaded original
 * beside the stamped copy, and an audit trail of every change (`certificate_events`, kept after
 * a certificate is deleted). Rows already there are numbered in the order they were made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, 'text' | 'integer', string | number | null][] = [
    ['number', 'text', ''],
    ['issue_year', 'integer', 0],
    ['serial', 'integer', 0],
    ['issued_on', 'text', ''],
    ['grade', 'text', null],
    ['status', 'text', 'valid'],
    ['revoked_at', 'text', null],
    ['revoked_reason', 'text', null],
    ['original_key', 'text', ''],
    ['stamped', 'integer', 0],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('certificates')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }

  await db.schema
    .createTable('certificate_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_serial', 'integer', (c) => c.notNull())
    .execute();

  const { rows } = await sql<OldCertificate>`
    select id, created_at, storage_key from certificates order by created_at, id`.execute(db);
  const last = new Map<number, number>();
  for (const row of rows) {
    const year = Number(row.created_at.slice(0, 4));
    const serial = (last.get(year) ?? 0) + 1;
    last.set(year, serial);
    await sql`update certificates
      set number = ${numberOf(year, serial)}, issue_year = ${year}, serial = ${serial},
        issued_on = ${row.created_at.slice(0, 10)}, original_key = ${row.storage_key}
      where id = ${row.id}`.execute(db);
  }
  for (const [year, serial] of last) {
    await sql`insert into certificate_counters (year, last_serial)
      values (${year}, ${serial})`.execute(db);
  }

  await db.schema
    .createIndex('certificates_number_unique')
    .on('certificates')
    .column('number')
    .unique()
    .execute();
  await db.schema
    .createIndex('certificates_year_serial_unique')
    .on('certificates')
    .columns(['issue_year', 'serial'])
    .unique()
    .execute();
  await db.schema.dropIndex('certificates_created_idx').execute();
  await db.schema
    .createIndex('certificates_created_idx')
    .on('certificates')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('certificate_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('certificate_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`action in ('created', 'imported', 'updated', 'file_replaced', 'revoked', 'restored', 'deleted')`,
        ),
    )
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('certificate_events_certificate_created_idx')
    .on('certificate_events')
    .columns(['certificate_id', 'created_at'])
    .execute();
}
