import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import { enquiryStatuses, enquiryStatusLabels } from '#common/schemas/enquiries';
import type { DashboardRange } from '#common/schemas/dashboard';
import type { Db } from '../../db/database';
import { indiaToday } from '../../db/time';
import { indiaDayEnd, indiaDayStart } from '../list-view';

/** The first and last day (in India) of a named range ending today. */
export function rangeDays(range: DashboardRange, today = indiaToday()) {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const day = (y: number, m: number) => {
    const date = new Date(Date.UTC(y, m - 1, 1));
    return date.toISOString().slice(0, 10);
  };
  if (range === 'quarter') return { from: day(year, month - 2), to: today };
  if (range === 'year') return { from: day(month >= 4 ? year : year - 1, 4), to: today };
  return { from: day(year, month), to: today };
}

/** The day in India of a UTC timestamp column, as `YYYY-MM-DD`. */
function indiaDayOf(db: Db, column: string): RawBuilder<string> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`((${sql.ref(column)})::timestamptz at time zone 'Asia/Kolkata')::date::text`
    : sql<string>`date(${sql.ref(column)}, '+330 minutes')`;
}

/** Every day from `from` to `to`. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let t = Date.parse(`${from}T00:00:00Z`);
    t <= Date.parse(`${to}T00:00:00Z`);
    t += 86_400_000
  ) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

const mondayOf = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
};

/** Sums per day into buckets (month, week), every bucket of the range present and in order. */
function bucketed(days: string[], perDay: Map<string, number>, bucket: (day: string) => string) {
  const totals = new Map<string, number>();
  for (const day of days)
    totals.set(bucket(day), (totals.get(bucket(day)) ?? 0) + (perDay.get(day) ?? 0));
  return [...totals].map(([label, value]) => ({ label, value }));
}

const perDay = (rows: { day: string; n: number | string }[]) =>
  new Map(rows.map((r) => [r.day, Number(r.n)]));

/** The dashboard's charts over the days `from` to `to` (in India). */
export async function dashboardCharts(db: Db, from: string, to: string) {
  const start = indiaDayStart(from);
  const end = indiaDayEnd(to);
  const days = daysBetween(from, to);

  const revenue = await db
    .selectFrom('payments')
    .select([indiaDayOf(db, 'created_at').as('day'), 'provider', sql<number>`sum(amount)`.as('n')])
    .where('status', '=', 'paid')
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .groupBy([indiaDayOf(db, 'created_at'), 'provider'])
    .execute();
  const byMonth = (rows: typeof revenue) => bucketed(days, perDay(rows), (day) => day.slice(0, 7));
  const desk = byMonth(revenue.filter((row) => row.provider === 'desk'));
  const revenueByMonth = byMonth(revenue.filter((row) => row.provider !== 'desk')).map(
    ({ label, value }, i) => ({ label, online: value / 100, desk: (desk[i]?.value ?? 0) / 100 }),
  );

  const enrollments = await db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .select(['courses.course_title as label', (eb) => eb.fn.countAll<number>().as('n')])
    .where('enrollments.created_at', '>=', start)
    .where('enrollments.created_at', '<', end)
    .groupBy('courses.course_title')
    .orderBy('n', 'desc')
    .execute();

  const enquiryDays = new Map<string, number>();
  const statusCounts = new Map<string, number>();
  for (const table of ['contact_queries', 'student_registrations'] as const) {
    const byDay = await db
      .selectFrom(table)
      .select([indiaDayOf(db, 'created_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy(indiaDayOf(db, 'created_at'))
      .execute();
    for (const [day, n] of perDay(byDay)) enquiryDays.set(day, (enquiryDays.get(day) ?? 0) + n);
    const byStatus = await db
      .selectFrom(table)
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy('status')
      .execute();
    for (const row of byStatus)
      statusCounts.set(row.status, (statusCounts.get(row.status) ?? 0) + Number(row.n));
  }
  const totalEnquiries = [...statusCounts.values()].reduce((a, b) => a + b, 0);

  const visits = await db
    .selectFrom('visits')
    .select(['day', (eb) => eb.fn.countAll<number>().as('n')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .execute();
  const visitors = perDay(visits);

  return {
    from,
    to,
    revenueByMonth,
    enrollmentsByCourse: enrollments.map((r) => ({ label: r.label, value: Number(r.n) })),
    enquiriesByWeek: bucketed(days, enquiryDays, mondayOf),
    enquiriesByStatus: enquiryStatuses.map((status) => ({
      status,
      label: enquiryStatusLabels[status],
      value: statusCounts.get(status) ?? 0,
    })),
    conversion: totalEnquiries ? (statusCounts.get('joined') ?? 0) / totalEnquiries : 0,
    visitorsByDay: days.map((day) => ({ label: day, value: visitors.get(day) ?? 0 })),
  };
}
