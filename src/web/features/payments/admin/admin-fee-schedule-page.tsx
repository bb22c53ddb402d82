import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useParams } from 'react-router';
import { formatDate, formatRupees } from '#common/format';
import { scheduleChangeSchema, type FeeSchedule } from '#common/schemas/fee-plans';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { LoadError } from '#web/components/load-error';
import { SubmitButton } from '#web/components/submit-button';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useLanguage } from '#web/lib/use-language';
import { useAppForm } from '#web/lib/use-app-form';
import { useRemindNow } from '../api/fee-reminders';
import { feeScheduleQuery, partUpiQuery, useChangeSchedule } from '../api/fee-schedule';
import { UpiQr } from '../pay-link/upi-qr';
import { TextField } from './desk-fields';
import { FeeRemindersPanel } from './fee-reminders-panel';
import { RemovePartButton } from './remove-part-button';
import './messages';

const toPaise = (rupees: number) => Math.round((Number.isFinite(rupees) ? rupees : 0) * 100);

function ScheduleForm({ schedule }: { schedule: FeeSchedule }) {
  const { t } = useLingui();
  const change = useChangeSchedule(schedule.feeId);
  const beforeDiscount = toPaise(schedule.fee) + toPaise(schedule.discount);
  const form = useAppForm({
    schema: scheduleChangeSchema,
    defaultValues: {
      parts: schedule.parts
        .toSorted((a, b) => a.seq - b.seq)
        .map((part) => ({ dueOn: part.dueOn, amount: part.amount })),
      discount: schedule.discount,
      reason: schedule.discountReason ?? '',
    },
    submit: async (values) => {
      await change.mutateAsync(values);
      toast.success(t`Schedule saved`);
    },
    // The parts' total is refused for the list as a whole, shown above it.
    onFailure: (error, { setError }) => {
      const message = error instanceof ApiError ? error.errors?.parts : undefined;
      if (message) setError('parts', { message });
      return Boolean(message);
    },
  });
  const { register, errors, control, watch } = form;
  const parts = useFieldArray({ control, name: 'parts' });
  const total = (watch('parts') ?? []).reduce((sum, part) => sum + toPaise(part.amount), 0);
  const owed = beforeDiscount - toPaise(watch('discount'));
  return (
    <form {...form.formProps} aria-labelledby="schedule-form" className="card space-y-4">
      <h2 id="schedule-form" className="text-lg font-bold">
        <Trans>Parts and discount</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>
          Fee before discount {formatRupees(beforeDiscount / 100)} · Paid{' '}
          {formatRupees(schedule.paid)}
        </Trans>
      </p>
      {errors.parts?.message && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {errors.parts.message}
        </p>
      )}
      <ol className="space-y-3">
        {parts.fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-3">
              <legend className="px-1 text-sm font-semibold">{t`Part ${index + 1}`}</legend>
              <TextField
                label={t`Due date`}
                type="date"
                error={errors.parts?.[index]?.dueOn?.message}
                {...register(`parts.${index}.dueOn`)}
              />
              <TextField
                label={t`Amount (₹)`}
                inputMode="decimal"
                error={errors.parts?.[index]?.amount?.message}
                {...register(`parts.${index}.amount`, { valueAsNumber: true })}
              />
              <RemovePartButton
                index={index}
                count={parts.fields.length}
                onRemove={parts.remove}
                className="self-end"
              />
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-outline px-3 py-1.5 text-sm"
        onClick={() => parts.append({ dueOn: '', amount: 0 })}
      >
        <Trans>Add a part</Trans>
      </button>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Discount or scholarship (₹)`}
          inputMode="decimal"
          error={errors.discount?.message}
          {...register('discount', { valueAsNumber: true })}
        />
        <TextField
          label={t`Reason for the change`}
          error={errors.reason?.message}
          {...register('reason')}
        />
      </div>
      <p
        aria-live="polite"
        className={total === owed ? 'text-sm text-green-800' : 'text-sm font-semibold text-red-700'}
      >
        <Trans>
          The parts add up to {formatRupees(total / 100)}; the fee after the discount is{' '}
          {formatRupees(owed / 100)}.
        </Trans>
      </p>
      <SubmitButton pending={form.pending}>
        <Trans>Save Schedule</Trans>
      </SubmitButton>
    </form>
  );
}

/** Whether the student has the course's files: open, not yet, or paused by an overdue part. */
function FilesState({ files }: { files: FeeSchedule['files'] }) {
  const amount = formatRupees(files.overdue);
  const since = files.overdueSince ? formatDate(files.overdueSince) : '';
  return (
    <p
      role="status"
      className={
        files.state === 'paused'
          ? 'card border-red-200 bg-red-50 font-semibold text-red-900'
          : 'card text-slate-700'
      }
    >
      {files.state === 'open' && <Trans>Course files: open to the student.</Trans>}
      {files.state === 'waiting' && (
        <Trans>Course files: not open yet; they open with the payment the settings ask for.</Trans>
      )}
      {files.state === 'paused' && (
        <Trans>
          Course files: paused, {amount} overdue since {since} beyond the grace period. They open
          again once it is paid.
        </Trans>
      )}
    </p>
  );
}

/** A part's UPI QR code for what it takes today, for a walk-in to scan at the desk. */
function PartQr({ feeId, seq }: { feeId: string; seq: number }) {
  const { t } = useLingui();
  const { data, status } = useQuery(partUpiQuery(feeId, seq));
  if (status === 'pending') return <p role="status">{t`Loading…`}</p>;
  if (status === 'error') return <p role="alert">{t`The QR code could not be made.`}</p>;
  const link = (
    <TextField
      label={t`Pay link to send`}
      readOnly
      value={data.link}
      onFocus={(event) => event.target.select()}
    />
  );
  if (!data.upi) {
    return (
      <div className="space-y-2">
        {link}
        <p className="text-sm text-slate-600">
          <Trans>Set the institute&apos;s UPI id in Site Settings to show a QR code.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      {link}
      <UpiQr upi={data.upi} total={data.total} />
      <p className="text-sm text-slate-600">
        <Trans>
          A UPI payment is not confirmed automatically: once it is in the account, record it at the
          Front Desk as a UPI payment, with its reference.
        </Trans>
      </p>
    </div>
  );
}

/** "Send reminder now" for a part: the reminder the job sends, now; it says who was reminded. */
function RemindNow({ feeId, seq }: { feeId: string; seq: number }) {
  const { t } = useLingui();
  const language = useLanguage();
  const remind = useRemindNow(feeId);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const send = async () => {
    setSaid(null);
    try {
      const { reminded } = await remind.mutateAsync(seq);
      const people = new Intl.ListFormat(`${language}-IN`).format(
        reminded.map(({ name, role }) =>
          role === 'student' ? t`${name} (student)` : t`${name} (guardian)`,
        ),
      );
      const text = t`Reminder sent to ${people}.`;
      setSaid({ text, failed: false });
      toast.success(text);
    } catch (error) {
      const text = error instanceof Error ? error.message : t`The reminder could not be sent.`;
      setSaid({ text, failed: true });
      toast.error(text);
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-outline px-3 py-1.5 text-xs"
        disabled={remind.isPending}
        onClick={() => void send()}
      >
        {remind.isPending ? t`Sending…` : t`Send reminder now`}
      </button>
      <p
        aria-live="polite"
        className={`basis-full text-sm ${said?.failed ? 'font-semibold text-red-700' : 'text-green-800'}`}
      >
        {said?.text}
      </p>
    </>
  );
}

/** The parts still unpaid, each with its UPI QR code on request and a reminder to send now. */
function UnpaidParts({ schedule }: { schedule: FeeSchedule }) {
  const { t } = useLingui();
  const [shown, setShown] = useState<number | null>(null);
  const unpaid = schedule.parts.filter((part) => part.state !== 'paid' && part.lateFeeOf === null);
  if (unpaid.length === 0) return null;
  return (
    <section aria-labelledby="unpaid-parts" className="card space-y-3">
      <h2 id="unpaid-parts" className="text-lg font-bold">
        <Trans>Parts to pay</Trans>
      </h2>
      <ul className="space-y-3">
        {unpaid.map((part) => (
          <li key={part.seq} className="space-y-2">
            <div className="flex flex-wrap items-center gap-3">
              <span>
                {t`${formatRupees(part.amount - part.paid)} due on ${formatDate(part.dueOn)}`}
              </span>
              <button
                type="button"
                className="btn btn-outline px-3 py-1.5 text-xs"
                aria-expanded={shown === part.seq}
                onClick={() => setShown(shown === part.seq ? null : part.seq)}
              >
                {shown === part.seq ? t`Hide UPI QR` : t`Show UPI QR`}
              </button>
              <RemindNow feeId={schedule.feeId} seq={part.seq} />
            </div>
            {shown === part.seq && <PartQr feeId={schedule.feeId} seq={part.seq} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One student's schedule of parts for a fee, which the admin may change. */
export function AdminFeeSchedulePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data, status, refetch } = useQuery(feeScheduleQuery(id));
  if (status === 'pending') return <p role="status">{t`Loading…`}</p>;
  if (status === 'error') {
    return (
      <LoadError title={t`This schedule could not be loaded.`} onRetry={() => void refetch()} />
    );
  }
  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Schedule: ${data.courseTitle}`}>
        {data.planName ?? t`No plan`}
      </AdminPageIntro>
      <FilesState files={data.files} />
      <UnpaidParts schedule={data} />
      <ScheduleForm key={data.feeId} schedule={data} />
      <FeeRemindersPanel feeId={data.feeId} />
    </div>
  );
}
