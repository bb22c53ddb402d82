import { useQuery } from '@tanstack/react-query';
import { useId, type ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate, formatRupees } from '#common/format';
import {
  dashboardRangeLabels,
  dashboardRanges,
  type Charts,
  type DashboardRange,
} from '#common/schemas/dashboard';
import { LoadError } from '#web/components/load-error';
import { chartsQuery } from './api/charts-query';
import { Chart } from './chart';

const count = new Intl.NumberFormat('en-IN');
const formatCount = (n: number) => count.format(n);
const monthName = new Intl.DateTimeFormat('en-IN', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`);
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** The chosen range, kept in the address (`?range=custom&from=…&to=…`). */
function useRange() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('range');
  const range: DashboardRange = (dashboardRanges as readonly string[]).includes(asked ?? '')
    ? (asked as DashboardRange)
    : 'month';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const query = new URLSearchParams({ range });
  if (range === 'custom') {
    query.set('from', from);
    query.set('to', to);
  }
  const set = (next: Record<string, string>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      return updated;
    });
  const ready = range !== 'custom' || Boolean(from && to);
  return { range, from, to, query: query.toString(), set, ready };
}

interface ChartSpec extends ComponentProps<typeof Chart> {
  /** A line under the chart. */
  note?: string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
}

/** One series of bars from points that each carry a value. */
const single = (name: string, fill: string, points: { value: number }[]) => [
  { name, fill, values: points.map((point) => point.value) },
];

/** The dashboard's charts, in the order they are shown. */
function chartsOf(data: Charts): ChartSpec[] {
  return [
    {
      title: 'Revenue by month',
      labelHeader: 'Month',
      labels: data.revenueByMonth.map((m) => formatMonth(m.label)),
      series: [
        {
          name: 'Online',
          fill: 'fill-brand-600',
          values: data.revenueByMonth.map((m) => m.online),
        },
        {
          name: 'At the desk',
          fill: 'fill-amber-500',
          values: data.revenueByMonth.map((m) => m.desk),
        },
      ],
      format: formatRupees,
    },
    {
      title: 'Enrollments by course',
      labelHeader: 'Course',
      labels: data.enrollmentsByCourse.map((c) => c.label),
      series: single('Enrollments', 'fill-emerald-500', data.enrollmentsByCourse),
      format: formatCount,
    },
    {
      title: 'Enquiries by week',
      labelHeader: 'Week of',
      labels: data.enquiriesByWeek.map((w) => formatDay(w.label)),
      series: single('Enquiries', 'fill-amber-500', data.enquiriesByWeek),
      format: formatCount,
    },
    {
      title: 'Enquiries by status',
      labelHeader: 'Status',
      labels: data.enquiriesByStatus.map((s) => s.label),
      series: single('Enquiries', 'fill-sky-500', data.enquiriesByStatus),
      format: formatCount,
      note: `Conversion to Joined: ${percent.format(data.conversion)}`,
    },
    {
      title: 'Visitors by day',
      labelHeader: 'Day',
      labels: data.visitorsByDay.map((d) => formatDay(d.label)),
      series: single('Visitors', 'fill-violet-500', data.visitorsByDay),
      format: formatCount,
      wide: true,
    },
  ];
}

function ChartGrid({ data }: { data: Charts }) {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {chartsOf(data).map(({ wide, ...chart }) =>
        wide ? (
          <div key={chart.title} className="lg:col-span-2">
            <Chart {...chart} />
          </div>
        ) : (
          <Chart key={chart.title} {...chart} />
        ),
      )}
    </div>
  );
}

/** The dashboard's charts over the chosen range. */
export function DashboardCharts() {
  const id = useId();
  const range = useRange();
  const { data, status, refetch } = useQuery({ ...chartsQuery(range.query), enabled: range.ready });
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id={`${id}-title`} className="text-ink mr-auto text-lg font-bold">
          Trends
          {data && (
            <span className="ml-2 text-sm font-normal text-slate-500">
              {formatDay(data.from)} – {formatDay(data.to)}
            </span>
          )}
        </h2>
        <div>
          <label htmlFor={`${id}-range`} className="text-ink block text-sm font-semibold">
            Range
          </label>
          <select
            id={`${id}-range`}
            value={range.range}
            onChange={(e) => range.set({ range: e.target.value })}
            className="input mt-1.5"
          >
            {dashboardRanges.map((r) => (
              <option key={r} value={r}>
                {dashboardRangeLabels[r]}
              </option>
            ))}
          </select>
        </div>
        {range.range === 'custom' &&
          (['from', 'to'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`${id}-${name}`} className="text-ink block text-sm font-semibold">
                {name === 'from' ? 'From' : 'To'}
              </label>
              <input
                id={`${id}-${name}`}
                type="date"
                value={range[name]}
                onChange={(e) => range.set({ [name]: e.target.value })}
                className="input mt-1.5"
              />
            </div>
          ))}
      </div>
      {!range.ready ? (
        <p className="text-sm text-slate-500">Choose the first and last day.</p>
      ) : status === 'pending' ? (
        <p role="status" className="text-sm text-slate-500">
          Loading charts…
        </p>
      ) : status === 'error' ? (
        <LoadError inline title="The charts could not be loaded." onRetry={() => void refetch()} />
      ) : (
        <ChartGrid data={data} />
      )}
    </section>
  );
}
