import { enquiryStatuses, enquiryStatusLabels } from '#common/schemas/enquiries';
import type { DashboardRange } from '#common/schemas/dashboard';
import type { Db } from '#server/db/database';
import { indiaToday } from '#server/db/time';

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

/** The sum of each day's rows. */
function perDay(rows: { day: string; n: number | string }[]) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.day, (sums.get(row.day) ?? 0) + Number(row.n));
  return sums;
}

/** The dashboard's charts over the days `from` to `to` (in India), from the daily totals. */
export async function dashboardCharts(db: Db, from: string, to: string) {
  const days = daysBetween(from, to);
  const totals = await db
    .selectFrom('daily_totals')
    .select(['kind', 'day', 'item', 'total as n'])
    .where('kind', 'in', ['revenue', 'enquiries'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  const revenue = totals.filter((row) => row.kind === 'revenue');
  const enquiries = totals.filter((row) => row.kind === 'enquiries');

  const byMonth = (item: string) =>
    bucketed(days, perDay(revenue.filter((row) => row.item === item)), (day) => day.slice(0, 7));
  const desk = byMonth('desk');
  const revenueByMonth = byMonth('online').map(({ label, value }, i) => ({
    label,
    online: value / 100,
    desk: (desk[i]?.value ?? 0) / 100,
  }));

  const enrollments = await db
    .selectFrom('daily_totals')
    .innerJoin('courses', 'courses.id', 'daily_totals.item')
    .select(['courses.course_title as label', (eb) => eb.fn.sum<number>('total').as('n')])
    .where('kind', '=', 'enrollments')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('courses.course_title')
    .having((eb) => eb.fn.sum('total'), '>', 0)
    .orderBy('n', 'desc')
    .execute();

  const statusCounts = new Map<string, number>();
  for (const row of enquiries)
    statusCounts.set(row.item, (statusCounts.get(row.item) ?? 0) + Number(row.n));
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
    enquiriesByWeek: bucketed(days, perDay(enquiries), mondayOf),
    enquiriesByStatus: enquiryStatuses.map((status) => ({
      status,
      label: enquiryStatusLabels[status],
      value: statusCounts.get(status) ?? 0,
    })),
    conversion: totalEnquiries ? (statusCounts.get('joined') ?? 0) / totalEnquiries : 0,
    visitorsByDay: days.map((day) => ({ label: day, value: visitors.get(day) ?? 0 })),
  };
}
