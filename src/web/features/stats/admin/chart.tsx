import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import './messages';

export interface ChartSeries {
  name: string;
  /** A Tailwind fill class for the bars. */
  fill: string;
  values: number[];
}

interface ChartProps {
  title: string;
  /** One label per bar, as people read it ("Apr 2026", "06/04/2026"). */
  labels: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  /** The table's first column header: "Month", "Week of", "Day". */
  labelHeader: string;
  /** A figure about the whole chart, shown under its title ("Conversion to Joined: 12%"). */
  note?: string;
}

/**
 * The scale's middle figure: rounded once the top is large enough for rounding not to mislead,
 * left out where it would repeat a neighbour (a top of 1 or 3).
 */
const middleOf = (max: number, format: (value: number) => string) =>
  max >= 10 || Number.isInteger(max / 2) ? format(Math.round(max / 2)) : '';

/** At most this many labels under the bars; with more bars, every nth bar is labelled. */
const MOST_LABELS = 6;

/**
 * A bar chart in plain SVG, bars of each series side by side. The picture is hidden from screen
 * readers, which read the same figures from the table behind it.
 */
export function Chart({ title, labels, series, format, labelHeader, note }: ChartProps) {
  const { t } = useLingui();
  const id = useId();
  const highest = Math.max(0, ...series.flatMap((s) => s.values));
  const empty = highest === 0;
  const max = Math.max(1, highest);
  const slot = 10;
  const barWidth = (slot - 2) / series.length;
  const total = series.map((s) => s.values.reduce((a, b) => a + b, 0));
  const every = Math.ceil(labels.length / MOST_LABELS);
  return (
    <figure
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <figcaption id={id} className="text-ink font-bold">
        {title}
      </figcaption>
      <p className="mt-1 text-sm text-slate-500" aria-hidden="true">
        {series.map((s, i) => `${s.name}: ${format(total[i] ?? 0)}`).join(' · ')}
        {' · '}
        {empty ? t`nothing in this range` : t`highest ${format(highest)}`}
      </p>
      {note && <p className="text-ink mt-1 text-sm font-semibold">{note}</p>}
      <div className="mt-4 flex gap-2" aria-hidden="true">
        <div className="flex h-40 flex-col justify-between text-right text-xs text-slate-500 tabular-nums">
          <span>{format(max)}</span>
          <span>{middleOf(max, format)}</span>
          <span>{format(0)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            aria-hidden="true"
            viewBox={`0 0 ${Math.max(1, labels.length) * slot} 100`}
            preserveAspectRatio="none"
            className="h-40 w-full rounded bg-slate-50"
          >
            {series.map((s, si) =>
              s.values.map((value, i) => {
                const height = (value / max) * 96;
                return (
                  <rect
                    key={`${s.name}-${labels[i]}`}
                    x={i * slot + 1 + si * barWidth}
                    y={100 - height}
                    width={barWidth}
                    height={height}
                    className={s.fill}
                  />
                );
              }),
            )}
          </svg>
          <div
            className="mt-1 grid text-xs text-slate-500"
            style={{ gridTemplateColumns: `repeat(${Math.max(1, labels.length)}, minmax(0, 1fr))` }}
            data-testid="bar-labels"
          >
            {labels.map((label, i) =>
              i % every === 0 ? (
                <span
                  key={label}
                  className="truncate text-left"
                  style={{ gridColumn: `${i + 1} / span ${Math.min(every, labels.length - i)}` }}
                >
                  {label}
                </span>
              ) : null,
            )}
          </div>
        </div>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.name}>{format(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
