import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatCalendarDay } from '#common/format';
import type { BatchDto } from '#common/schemas/batches';
import type { CourseDto } from '#common/schemas/courses';
import { batchSchedule, WEEKDAYS } from '#common/batches';
import { Field } from '#web/components/field';
import { MobileField } from '#web/components/mobile-field';
import { SubmitButton } from '#web/components/submit-button';
import { TickField } from '#web/components/tick-field';
import { useAppForm } from '#web/lib/use-app-form';
import { useLanguage } from '#web/lib/use-language';
import { useLocalized } from '#web/lib/use-localized';
import { useBookDemo } from '../api/book-demo';
import { Honeypot } from '../honeypot';
import './messages';

const loadSchema = async () => (await import('#common/schemas/demo-booking')).demoBookingSchema;

/**
 * A batch's first day and its days and hours, "Mon, 7 Dec, 2026, Mon, Wed · 18:00–19:30"; on a
 * Hindi page with the days as hi-IN writes them, "सोम, 7 दिस॰ 2026, सोम, बुध · 18:00–19:30".
 */
function useBatchTimes() {
  const language = useLanguage();
  if (language !== 'hi')
    return (batch: BatchDto) => `${formatCalendarDay(batch.startsOn)}, ${batchSchedule(batch)}`;
  const hindi = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('hi-IN', { ...options, timeZone: 'UTC' });
  const day = hindi({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const weekday = hindi({ weekday: 'short' });
  return (batch: BatchDto) => {
    // 1 January 2024 was a Monday, the first of WEEKDAYS.
    const days = batch.days.map((name) =>
      weekday.format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(name))),
    );
    // A calendar day (YYYY-MM-DD) reads as its midnight in UTC.
    return `${day.format(new Date(batch.startsOn))}, ${batchSchedule({ ...batch, days })}`;
  };
}

interface DemoClassFormProps {
  course: Pick<CourseDto, '_id' | 'courseTitle' | 'courseTitleHi'>;
  /** The course's upcoming batches; full ones are listed but cannot be chosen. */
  batches: BatchDto[];
}

/** "Book a demo class": name, phone and a preferred batch; no account needed. */
export function DemoClassForm({ course, batches }: DemoClassFormProps) {
  const { t } = useLingui();
  const inLanguage = useLocalized();
  const courseTitle = inLanguage(course, 'courseTitle');
  const batchTimes = useBatchTimes();
  const bookDemo = useBookDemo();
  const [booked, setBooked] = useState(false);
  // The confirmation is written in the page's language.
  const language = useLanguage();
  const empty = {
    courseId: course._id,
    name: '',
    phone: '',
    batchId: '',
    website: '',
    whatsappUpdates: false,
  };
  const form = useAppForm({
    schema: loadSchema,
    defaultValues: empty,
    replayable: true,
    failure: t`The booking failed. Please try again.`,
    submit: async (values, { reset }) => {
      await bookDemo.mutateAsync({ ...values, language });
      setBooked(true);
      reset(empty);
    },
  });
  const { register, errors } = form;
  const batchLabel = (batch: BatchDto) => {
    const times = batchTimes(batch);
    const mode = batch.mode === 'online' ? t`online` : t`offline`;
    return batch.seatsLeft === 0 ? t`${times} (${mode}) - full` : t`${times} (${mode})`;
  };

  return (
    <section aria-labelledby="book-demo" className="card">
      <h2 id="book-demo" className="text-xl font-bold">
        <Trans>Book a demo class</Trans>
      </h2>
      {booked ? (
        <div role="status" className="mt-3">
          <p className="font-semibold text-green-800">
            <Trans>Your demo class is booked. We will call you to confirm the day and time.</Trans>
          </p>
          <button type="button" className="btn btn-outline mt-4" onClick={() => setBooked(false)}>
            <Trans>Book another demo</Trans>
          </button>
        </div>
      ) : (
        <form {...form.formProps} className="mt-4 space-y-4">
          <p className="text-sm text-slate-600">
            <Trans>
              Sit in on a free class of {courseTitle} before you decide. No account needed.
            </Trans>
          </p>
          <Field label={t`Your name`} error={errors.name?.message}>
            {(control) => (
              <input {...control} {...register('name')} autoComplete="name" className="input" />
            )}
          </Field>
          <MobileField
            registration={register('phone')}
            error={errors.phone?.message}
            label={t`Phone`}
          />
          <Field label={t`Preferred batch`} error={errors.batchId?.message}>
            {(control) => (
              <select {...control} {...register('batchId')} className="input">
                <option value="">{t`Any batch`}</option>
                {batches.map((batch) => (
                  <option key={batch._id} value={batch._id} disabled={batch.seatsLeft === 0}>
                    {batchLabel(batch)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TickField
            label={t`Send me updates on WhatsApp`}
            registration={register('whatsappUpdates')}
          />
          <Honeypot label={t`Website`} registration={register('website')} />
          <SubmitButton pending={form.pending} className="btn btn-primary w-full">
            <Trans>Book a demo class</Trans>
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
