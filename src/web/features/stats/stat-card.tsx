import { useCountUp } from '#web/lib/use-count-up';

const COUNT_UP_MS = 3000;
const number = new Intl.NumberFormat('en-IN');

interface StatCardProps {
  label: string;
  value: number | undefined;
  accent: string;
}

/** One dashboard figure, counting up to its value. */
export function StatCard({ label, value, accent }: StatCardProps) {
  const shown = useCountUp(value, COUNT_UP_MS);
  return (
    <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div aria-hidden="true" className={`absolute inset-y-0 left-0 w-1.5 ${accent}`} />
      <dt className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-ink mt-3 text-4xl font-extrabold tabular-nums">
        {value === undefined ? (
          <span className="block h-10 w-24 animate-pulse rounded-lg bg-slate-100" />
        ) : (
          <>
            <span aria-hidden="true" data-testid="stat-value">
              {number.format(shown)}
            </span>
            <span className="sr-only">{number.format(value)}</span>
          </>
        )}
      </dd>
    </div>
  );
}
