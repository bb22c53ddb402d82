import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCalendarDay, formatDateTime, formatRupees } from '#common/format';
import type { NotificationChannel, NotificationStatus } from '#common/notifications';
import { reminderPauseSchema, type StudentReminders } from '#common/schemas/fee-reminders';
import { Field } from '#web/components/field';
import { LoadError } from '#web/components/load-error';
import { inPageLanguage } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { feeRemindersQuery, usePauseReminders } from '../api/fee-reminders';
import './messages';

const channelLabels: Record<NotificationChannel, MessageDescriptor> = {
  whatsapp: msg`WhatsApp`,
  sms: msg`SMS`,
  email: msg`E-mail`,
};

const statusLabels: Record<NotificationStatus, [MessageDescriptor, string]> = {
  queued: [msg`Queued`, 'bg-slate-100 text-slate-700'],
  sending: [msg`Sending`, 'bg-slate-100 text-slate-700'],
  sent: [msg`Sent`, 'bg-brand-50 text-brand-800'],
  delivered: [msg`Delivered`, 'bg-green-100 text-green-800'],
  read: [msg`Read`, 'bg-green-100 text-green-800'],
  failed: [msg`Failed`, 'bg-red-100 text-red-800'],
  skipped: [msg`Skipped`, 'bg-amber-100 text-amber-900'],
};

/** Pausing the student's reminders, with an optional reason. */
function PauseForm({ reminders }: { reminders: StudentReminders }) {
  const { t } = useLingui();
  const pause = usePauseReminders(reminders.studentId);
  const [paused, setPaused] = useState(reminders.paused !== null);
  const [reason, setReason] = useState(reminders.paused?.reason ?? '');
  const [error, setError] = useState<string>();
  const save = async () => {
    const checked = reminderPauseSchema.safeParse({ paused, reason });
    if (!checked.success) {
      setError((await inPageLanguage({ message: checked.error.issues[0]?.message ?? '' })).message);
      return;
    }
    setError(undefined);
    try {
      await pause.mutateAsync(checked.data);
      toast.success(paused ? t`Reminders paused` : t`Reminders resumed`);
    } catch (failure) {
      toast.error((failure as Error).message);
    }
  };
  const since = reminders.paused;
  return (
    <form
      aria-labelledby="pause-reminders"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 id="pause-reminders" className="font-semibold">
        <Trans>Pause reminders</Trans>
      </h3>
      {since && (
        <p className="text-sm text-amber-900">
          <Trans>
            Paused by {since.pausedBy} on {formatDateTime(since.pausedAt)}
          </Trans>
        </p>
      )}
      <label className="flex items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          className="size-4 accent-current"
          checked={paused}
          onChange={(event) => setPaused(event.target.checked)}
        />
        <Trans>Pause reminders for {reminders.studentName}</Trans>
      </label>
      {paused && (
        <Field label={t`Reason (optional)`} error={error}>
          {(control) => (
            <input
              {...control}
              className="input"
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
      )}
      <button type="submit" className="btn btn-outline" disabled={pause.isPending}>
        <Trans>Save</Trans>
      </button>
    </form>
  );
}

/** Who was reminded of this student's fees, when, on which channel, and how far it got. */
function RemindersList({ reminders }: { reminders: StudentReminders }) {
  const { t, i18n } = useLingui();
  if (reminders.messages.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>No reminders have been sent yet.</Trans>
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{t`Reminders sent`}</caption>
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">{t`When`}</th>
            <th scope="col" className="py-2 pr-3">{t`To`}</th>
            <th scope="col" className="py-2 pr-3">{t`Channel`}</th>
            <th scope="col" className="py-2 pr-3">{t`Status`}</th>
            <th scope="col" className="py-2">{t`Part due`}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {reminders.messages.map((message) => {
            const [status, colours] = statusLabels[message.status];
            return (
              <tr key={message._id}>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(message.at)}</td>
                <td className="py-2 pr-3">
                  {message.recipientName}{' '}
                  <span className="text-xs text-slate-500">
                    ({message.recipientRole === 'student' ? t`student` : t`guardian`})
                  </span>
                </td>
                <td className="py-2 pr-3">{i18n._(channelLabels[message.channel])}</td>
                <td className="py-2 pr-3">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${colours}`}>
                    {i18n._(status)}
                  </span>
                </td>
                <td className="py-2 whitespace-nowrap tabular-nums">
                  {formatRupees(message.amount)} · {formatCalendarDay(message.dueOn)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The fee reminders of the schedule's student: the pause, and who was reminded. */
export function FeeRemindersPanel({ feeId }: { feeId: string }) {
  const { t } = useLingui();
  const { data, status, refetch } = useQuery(feeRemindersQuery(feeId));
  return (
    <section aria-labelledby="fee-reminders" className="card space-y-5">
      <h2 id="fee-reminders" className="text-lg font-bold">
        <Trans>Reminders</Trans>
      </h2>
      {status === 'pending' && <p role="status">{t`Loading…`}</p>}
      {status === 'error' && (
        <LoadError title={t`The reminders could not be loaded.`} onRetry={() => void refetch()} />
      )}
      {status === 'success' && (
        <>
          <PauseForm key={`${data.studentId}:${data.paused?.pausedAt ?? ''}`} reminders={data} />
          <RemindersList reminders={data} />
        </>
      )}
    </section>
  );
}
