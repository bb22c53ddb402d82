import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, type ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate, formatRupees } from '#common/format';
import { dashboardRanges, type Charts, type DashboardRange } from '#common/schemas/dashboard';
import type { EnquiryStatus } from '#common/schemas/enquiries';
import { LoadError } from '#web/components/load-error';
import { chartsQuery } from '../api/charts-query';
import { Chart } from './chart';
import './messages';

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

const rangeLabels: Record<DashboardRange, MessageDescriptor> = {
  month: msg`This month`,
  quarter: msg`Last 3 months`,
  year: msg`This financial year`,
  custom: msg`Custom`,
};

/** The enquiry pipeline's steps, as the charts name them (the server's English otherwise). */
const statusLabels: Record<EnquiryStatus, MessageDescriptor> = {
  new: msg`New`,
  contacted: msg`Contacted`,
  demo_booked: msg`Demo booked`,
  joined: msg`Joined`,
  not_interested: msg`Not interested`,
};

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
function useCharts(data: Charts): ChartSpec[] {
  const { t } = useLingui();
  const conversion = percent.format(data.conversion);
  return [
    {
      title: t`Revenue by month`,
      labelHeader: t`Month`,
      labels: data.revenueByMonth.map((m) => formatMonth(m.label)),
      series: [
        {
          name: t`Online`,
          fill: 'fill-brand-600',
          values: data.revenueByMonth.map((m) => m.online),
        },
        {
          name: t`At the desk`,
          fill: 'fill-amber-500',
          values: data.revenueByMonth.map((m) => m.desk),
        },
      ],
      format: formatRupees,
    },
    {
      title: t`Enrollments by course`,
      labelHeader: t`Course`,
      labels: data.enrollmentsByCourse.map((c) => c.label),
      series: single(t`Enrollments`, 'fill-emerald-500', data.enrollmentsByCourse),
      format: formatCount,
    },
    {
      title: t`Enquiries by week`,
      labelHeader: t`Week of`,
      labels: data.enquiriesByWeek.map((w) => formatDay(w.label)),
      series: single(t`Enquiries`, 'fill-amber-500', data.enquiriesByWeek),
      format: formatCount,
    },
    {
      title: t`Enquiries by status`,
      labelHeader: t`Status`,
      labels: data.enquiriesByStatus.map(({ status, label }) =>
        status in statusLabels ? t(statusLabels[status as EnquiryStatus]) : label,
      ),
      series: single(t`Enquiries`, 'fill-sky-500', data.enquiriesByStatus),
      format: formatCount,
      note: t`Conversion to Joined: ${conversion}`,
    },
    {
      title: t`Visitors by day`,
      labelHeader: t`Day`,
      labels: data.visitorsByDay.map((d) => formatDay(d.label)),
      series: single(t`Visitors`, 'fill-violet-500', data.visitorsByDay),
      format: formatCount,
      wide: true,
    },
  ];
}

function ChartGrid({ data }: { data: Charts }) {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {useCharts(data).map(({ wide, ...chart }) =>
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
  const { t } = useLingui();
  const id = useId();
  const range = useRange();
  const { data, status, refetch } = useQuery({ ...chartsQuery(range.query), enabled: range.ready });
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id={`${id}-title`} className="text-ink mr-auto text-lg font-bold">
          <Trans>Trends</Trans>
          {data && (
            <span className="ml-2 text-sm font-normal text-slate-500">
              {formatDay(data.from)} – {formatDay(data.to)}
            </span>
          )}
        </h2>
        <div>
          <label htmlFor={`${id}-range`} className="text-ink block text-sm font-semibold">
            <Trans>Range</Trans>
          </label>
          <select
            id={`${id}-range`}
            value={range.range}
            onChange={(e) => range.set({ range: e.target.value })}
            className="input mt-1.5"
          >
            {dashboardRanges.map((r) => (
              <option key={r} value={r}>
                {t(rangeLabels[r])}
              </option>
            ))}
          </select>
        </div>
        {range.range === 'custom' &&
          (['from', 'to'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`${id}-${name}`} className="text-ink block text-sm font-semibold">
                {name === 'from' ? t`From` : t`To`}
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
        <p className="text-sm text-slate-500">
          <Trans>Choose the first and last day.</Trans>
        </p>
      ) : status === 'pending' ? (
        <p role="status" className="text-sm text-slate-500">
          <Trans>Loading charts…</Trans>
        </p>
      ) : status === 'error' ? (
        <LoadError
          inline
          title={t`The charts could not be loaded.`}
          onRetry={() => void refetch()}
        />
      ) : (
        <ChartGrid data={data} />
      )}
    </section>
  );
}
