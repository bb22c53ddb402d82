import { formatCalendarDay, indiaToday } from '#common/format';
import type { BatchDto } from '#common/schemas/batches';
import { batchSchedule } from '#common/batches';

/** Batches that have not started yet (the list may have been kept since one did). */
export const upcomingBatches = (batches: BatchDto[]) => {
  const today = indiaToday();
  return batches.filter((batch) => batch.startsOn >= today);
};

/** When and where the course's next batches run, and how many seats each has left. */
export function CourseBatches({ batches }: { batches: BatchDto[] }) {
  const upcoming = upcomingBatches(batches);
  return (
    <section aria-labelledby="batches">
      <h2 id="batches" className="text-2xl font-bold">
        Upcoming batches
      </h2>
      {upcoming.length === 0 ? (
        <p className="mt-3 text-slate-600">
          No batch is scheduled yet. Book a demo class and we will call you when the next one opens.
        </p>
      ) : (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {upcoming.map((batch) => (
            <li key={batch._id} className="card space-y-2">
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-ink font-bold">
                  Starts {formatCalendarDay(batch.startsOn)}
                </span>
                <span
                  className={`rounded-full px-3 py-1 text-xs font-semibold ${batch.mode === 'online' ? 'bg-sky-100 text-sky-900' : 'bg-amber-100 text-amber-900'}`}
                >
                  {batch.mode === 'online' ? 'Online' : 'Offline'}
                </span>
              </p>
              <p className="text-slate-700">{batchSchedule(batch)}</p>
              <p className="text-sm break-words text-slate-600">
                {batch.mode === 'offline' ? (
                  batch.place
                ) : batch.place ? (
                  <a href={batch.place} className="text-brand-700 underline">
                    Join the class online
                  </a>
                ) : (
                  'Live online class; the link comes when you join.'
                )}
              </p>
              <p
                className={`text-sm font-semibold ${batch.seatsLeft === 0 ? 'text-red-700' : 'text-green-800'}`}
              >
                {batch.seatsLeft === 0
                  ? 'Batch full'
                  : `${batch.seatsLeft} of ${batch.seats} ${batch.seats === 1 ? 'seat' : 'seats'} left`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
