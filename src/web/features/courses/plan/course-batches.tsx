import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { WEEKDAYS } from '#common/batches';
import { formatCalendarDay, formatDay } from '#common/format';
import type { BatchDto } from '#common/schemas/batches';
import { useLanguage } from '#web/lib/use-language';
import { useLocalized } from '#web/lib/use-localized';
import { upcomingBatches } from '../upcoming-batches';
import './messages';

const weekdayLabels: Record<(typeof WEEKDAYS)[number], MessageDescriptor> = {
  Mon: msg`Mon`,
  Tue: msg`Tue`,
  Wed: msg`Wed`,
  Thu: msg`Thu`,
  Fri: msg`Fri`,
  Sat: msg`Sat`,
  Sun: msg`Sun`,
};

/** When and where the course's next batches run, and how many seats each has left. */
export function CourseBatches({ batches }: { batches: BatchDto[] }) {
  const { t } = useLingui();
  const language = useLanguage();
  const inLanguage = useLocalized();
  const upcoming = upcomingBatches(batches);
  const startDay = (day: string) =>
    language === 'hi' ? formatDay(`${day}T00:00:00+05:30`, language) : formatCalendarDay(day);
  return (
    <section aria-labelledby="batches">
      <h2 id="batches" className="text-2xl font-bold">
        <Trans>Upcoming batches</Trans>
      </h2>
      {upcoming.length === 0 ? (
        <p className="mt-3 text-slate-600">
          <Trans>
            No batch is scheduled yet. Book a demo class and we will call you when the next one
            opens.
          </Trans>
        </p>
      ) : (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {upcoming.map((batch) => (
            <li key={batch._id} className="card space-y-2">
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-ink font-bold">
                  <Trans>Starts {startDay(batch.startsOn)}</Trans>
                </span>
                <span
                  className={`rounded-full px-3 py-1 text-xs font-semibold ${batch.mode === 'online' ? 'bg-sky-100 text-sky-900' : 'bg-amber-100 text-amber-900'}`}
                >
                  {batch.mode === 'online' ? t`Online` : t`Offline`}
                </span>
              </p>
              <p className="text-slate-700">
                {batch.days.map((day) => t(weekdayLabels[day])).join(', ')} · {batch.startTime}–
                {batch.endTime}
              </p>
              <p className="text-sm break-words text-slate-600">
                {batch.mode === 'offline' ? (
                  inLanguage(batch, 'place')
                ) : batch.place ? (
                  <a href={batch.place} className="text-brand-700 underline">
                    <Trans>Join the class online</Trans>
                  </a>
                ) : (
                  t`Live online class; the link comes when you join.`
                )}
              </p>
              <p
                className={`text-sm font-semibold ${batch.seatsLeft === 0 ? 'text-red-700' : 'text-green-800'}`}
              >
                {batch.seatsLeft === 0 ? (
                  <Trans>Batch full</Trans>
                ) : (
                  <Plural
                    value={batch.seats}
                    one={`${batch.seatsLeft} of # seat left`}
                    other={`${batch.seatsLeft} of # seats left`}
                  />
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
