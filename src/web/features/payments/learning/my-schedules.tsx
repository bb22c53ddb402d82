import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatRupees } from '#common/format';
import type { FeeSchedule } from '#common/schemas/fee-plans';
import { useAuth } from '#web/lib/auth';
import { useSiteSettings } from '#web/lib/site-settings';
import { useLocalized } from '#web/lib/use-localized';
import { mySchedulesQuery } from '../api/my-schedules-query';
import './messages';

const stateLabels = {
  paid: msg`Paid`,
  part_paid: msg`Part paid`,
  due: msg`Due`,
} as const;

function PartState({ part }: { part: FeeSchedule['parts'][number] }) {
  const { t } = useLingui();
  if (part.overdue) {
    return (
      <span className="font-semibold text-red-800">
        <Trans>Overdue</Trans>
      </span>
    );
  }
  return t(stateLabels[part.state]);
}

/**
 * Where the course's files stand for this fee: paused while a part is overdue past the grace
 * period (what is owed, since when, and how to pay it), or waiting for the payment that opens
 * them. Nothing is said while they are open.
 */
function FilesNotice({ files }: { files: FeeSchedule['files'] }) {
  const { openFiles } = useSiteSettings().feeAccess;
  if (files.state === 'waiting') {
    return (
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
        {openFiles === 'full' ? (
          <Trans>The course&apos;s files open once the fee is paid in full.</Trans>
        ) : (
          <Trans>The course&apos;s files open once the first instalment is paid.</Trans>
        )}
      </p>
    );
  }
  if (files.state !== 'paused') return null;
  const amount = formatRupees(files.overdue);
  const since = files.overdueSince ? formatDate(files.overdueSince) : '';
  return (
    <div className="space-y-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-bold">
        <Trans>The course&apos;s files are paused</Trans>
      </p>
      <p>
        <Trans>
          {amount} of this fee has been overdue since {since}, so the course&apos;s files are
          paused. Pay it at the front desk and they open again at once.
        </Trans>
      </p>
      {files.payUrl && (
        <a href={files.payUrl} className="btn btn-primary inline-flex">
          <Trans>Pay {amount} online</Trans>
        </a>
      )}
    </div>
  );
}

/** Each unpaid part's late fee: the day after which it applies, or that it is added. */
function LateFees({ schedule }: { schedule: FeeSchedule }) {
  const notes = schedule.parts.flatMap((part) =>
    part.lateFee && part.state !== 'paid'
      ? [{ seq: part.seq, dueOn: part.dueOn, ...part.lateFee }]
      : [],
  );
  if (notes.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm font-semibold text-amber-800">
      {notes.map((note) => (
        <li key={note.seq}>
          {note.applies ? (
            <Trans>
              A late fee of {formatRupees(note.amount)} is added to the part due on{' '}
              {formatDate(note.dueOn)}.
            </Trans>
          ) : (
            <Trans>
              A late fee of {formatRupees(note.amount)} applies after {formatDate(note.after)}
            </Trans>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The student's fees paid in instalments: each part, what is settled, and the next one due. */
export function MySchedules() {
  const inLanguage = useLocalized();
  const { user } = useAuth();
  const { data } = useQuery(mySchedulesQuery(user?._id));
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="my-schedules" className="space-y-4">
      <h2 id="my-schedules" className="text-2xl font-bold">
        <Trans>Instalments</Trans>
      </h2>
      {data.map((schedule) => {
        const course = inLanguage(schedule, 'courseTitle');
        return (
          <article key={schedule.feeId} className="card space-y-3">
            <h3 className="text-ink font-semibold">{course}</h3>
            <FilesNotice files={schedule.files} />
            <p className="text-sm text-slate-600">
              <Trans>
                Fee {formatRupees(schedule.fee)} · Paid {formatRupees(schedule.paid)} · Balance{' '}
                {formatRupees(schedule.balance)}
              </Trans>
            </p>
            {schedule.nextDue ? (
              <p className="font-bold text-amber-800">
                <Trans>
                  Next instalment: {formatRupees(schedule.nextDue.amount)} by{' '}
                  {formatDate(schedule.nextDue.dueOn)}
                </Trans>
              </p>
            ) : (
              <p className="font-bold text-green-800">
                <Trans>Paid in full</Trans>
              </p>
            )}
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                <Trans>Instalments of {course}</Trans>
              </caption>
              <thead className="text-xs text-slate-500">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    <Trans>Due on</Trans>
                  </th>
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    <Trans>Amount</Trans>
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    <Trans>Status</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {schedule.parts.map((part) => (
                  <tr key={part.seq} className="border-t border-slate-100">
                    <td className="py-1.5 pr-3 whitespace-nowrap">
                      {formatDate(part.dueOn)}
                      {part.lateFeeOf !== null && (
                        <span className="block text-xs text-slate-500">
                          <Trans>Late fee</Trans>
                        </span>
                      )}
                    </td>
                    <td className="py-1.5 pr-3 tabular-nums">{formatRupees(part.amount)}</td>
                    <td className="py-1.5">
                      <PartState part={part} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <LateFees schedule={schedule} />
          </article>
        );
      })}
    </section>
  );
}
