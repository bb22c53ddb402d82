import { useId } from 'react';

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
}

/**
 * A bar chart in plain SVG, bars of each series side by side. The picture is hidden from screen
 * readers, which read the same figures from the table behind it.
 */
export function Chart({ title, labels, series, format, labelHeader }: ChartProps) {
  const id = useId();
  const highest = Math.max(0, ...series.flatMap((s) => s.values));
  const empty = highest === 0;
  const max = Math.max(1, highest);
  const slot = 10;
  const barWidth = (slot - 2) / series.length;
  const total = series.map((s) => s.values.reduce((a, b) => a + b, 0));
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
        {empty ? ' · nothing in this range' : ` · highest ${format(highest)}`}
      </p>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${Math.max(1, labels.length) * slot} 100`}
        preserveAspectRatio="none"
        className="mt-4 h-40 w-full rounded bg-slate-50"
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
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{labels[0]}</span>
        <span>{labels.at(-1)}</span>
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
