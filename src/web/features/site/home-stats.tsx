import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { formatCount } from '#common/format';
import { useCountUp } from '#web/lib/use-count-up';
import { useInView } from '#web/lib/use-in-view';
import { useSiteSettings } from '#web/lib/site-settings';
import './messages';
import { useLocalized } from '#web/lib/use-localized';

/** Section 9: the first figure counts up over 2 s, the others over 3 s. */
const durationOf = (index: number) => (index === 0 ? 2000 : 3000);

interface CounterProps {
  value: number;
  suffix: string;
  label: string;
  durationMs: number;
  running: boolean;
}

function Counter({ value, suffix, label, durationMs, running }: CounterProps) {
  const shown = useCountUp(value, durationMs, running);
  return (
    <div className="rounded-2xl bg-white/10 p-8 text-center ring-1 ring-white/15">
      <p className="text-5xl font-extrabold text-white tabular-nums">
        <span aria-hidden="true">
          {formatCount(shown)}
          {suffix}
        </span>
        <span className="sr-only">
          {formatCount(value)}
          {suffix}
        </span>
      </p>
      <p className="text-brand-100 mt-2 font-semibold">{label}</p>
    </div>
  );
}

/** Three figures, in the server's HTML as they are, that count up from 0 each time the section comes into view. */
export function HomeStats() {
  const { homeStats } = useSiteSettings();
  const inLanguage = useLocalized();
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref);
  return (
    <section ref={ref} aria-labelledby="our-results" className="bg-brand-900 py-20">
      <div className="page-container">
        <h2
          id="our-results"
          className="text-center text-3xl font-extrabold tracking-tight text-white"
        >
          <Trans>Our students, in numbers</Trans>
        </h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-3">
          {homeStats.map((stat, index) => (
            // A new key on leaving and re-entering starts each counter afresh from 0.
            <Counter
              key={`${stat.label}-${inView}`}
              {...stat}
              label={inLanguage(stat, 'label')}
              durationMs={durationOf(index)}
              running={inView}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
