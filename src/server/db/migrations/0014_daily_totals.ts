import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** A table whose rows add to a daily total: what each row adds, and to which total. */
interface Source {
  table: string;
  kind: string;
  /** The columns whose change moves a row's share. */
  columns: string[];
  /** Each expression reads the row named `r`. */
  item: (r: string) => string;
  amount: (r: string) => string;
  counts: (r: string) => string;
}

/**
 * Sums per day in India that the dashboard's charts read (decision 024): paid revenue online and
 * at the desk, enquiries by status, enrollments by course. The database keeps them itself, by
 * triggers on the rows they add up, in the same transaction as each write.
 */
const sources: Source[] = [
  {
    table: 'payments',
    kind: 'revenue',
    columns: ['status', 'amount', 'provider', 'created_at'],
    item: (r) => `case when ${r}.provider = 'desk' then 'desk' else 'online' end`,
    amount: (r) => `${r}.amount`,
    counts: (r) => `${r}.status = 'paid'`,
  },
  ...(['contact_queries', 'student_registrations'] as const).map((table) => ({
    table,
    kind: 'enquiries',
    columns: ['status', 'created_at'],
    item: (r: string) => `${r}.status`,
    amount: () => '1',
    counts: () => '1 = 1',
  })),
  {
    table: 'enrollments',
    kind: 'enrollments',
    columns: ['course_id', 'created_at'],
    item: (r) => `${r}.course_id`,
    amount: () => '1',
    counts: () => '1 = 1',
  },
];

/** The day in India of the row's UTC `created_at`, as `YYYY-MM-DD`. */
const dayOf = (postgres: boolean, r: string) =>
  postgres
    ? `((${r}.created_at)::timestamptz at time zone 'Asia/Kolkata')::date::text`
    : `date(${r}.created_at, '+330 minutes')`;

const ADD = `on conflict (kind, day, item) do update set total = daily_totals.total + excluded.total`;

/** Adds (or with `sign` -1 takes away) the share of row `r` when it counts. */
const share = (postgres: boolean, source: Source, r: string, sign: '' | '-') =>
  `insert into daily_totals (kind, day, item, total)
    select '${source.kind}', ${dayOf(postgres, r)}, ${source.item(r)}, ${sign}${source.amount(r)}
    where ${source.counts(r)} ${ADD};`;

async function postgresTriggers(db: Kysely<unknown>, source: Source): Promise<void> {
  const name = `daily_totals_${source.table}`;
  await sql
    .raw(
      `create function ${name}() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${share(true, source, 'old', '-')} end if;
        if tg_op <> 'DELETE' then ${share(true, source, 'new', '')} end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${name} after insert or delete or update of ${source.columns.join(', ')}
      on ${source.table} for each row execute function ${name}()`,
    )
    .execute(db);
}

async function sqliteTriggers(db: Kysely<unknown>, source: Source): Promise<void> {
  const name = `daily_totals_${source.table}`;
  const of = source.columns.join(', ');
  await sql
    .raw(
      `create trigger ${name}_insert after insert on ${source.table}
      begin ${share(false, source, 'new', '')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${name}_delete after delete on ${source.table}
      begin ${share(false, source, 'old', '-')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${name}_update after update of ${of} on ${source.table}
      begin ${share(false, source, 'old', '-')} ${share(false, source, 'new', '')} end`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('daily_totals')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_totals_pk', ['kind', 'day', 'item'])
    .execute();
  for (const source of sources) {
    const t = source.table;
    await sql
      .raw(
        `insert into daily_totals (kind, day, item, total)
        select '${source.kind}', ${dayOf(postgres, t)}, ${source.item(t)}, sum(${source.amount(t)})
        from ${t} where ${source.counts(t)}
        group by ${dayOf(postgres, t)}, ${source.item(t)} ${ADD}`,
      )
      .execute(db);
    await (postgres ? postgresTriggers(db, source) : sqliteTriggers(db, source));
  }
}
