import { useState } from 'react';
import { formatCalendarDay } from '#common/format';
import type { BatchDto } from '#common/schemas/batches';
import { batchSchedule } from '#common/batches';
import { Field } from '#web/components/field';
import { MobileField } from '#web/components/mobile-field';
import { SubmitButton } from '#web/components/submit-button';
import { useAppForm } from '#web/lib/use-app-form';
import { useBookDemo } from './api/book-demo';
import { Honeypot } from './honeypot';

const loadSchema = async () => (await import('#common/schemas/demo-booking')).demoBookingSchema;

interface DemoClassFormProps {
  courseId: string;
  courseTitle: string;
  /** The course's upcoming batches; full ones are listed but cannot be chosen. */
  batches: BatchDto[];
}

/** "Book a demo class": name, phone and a preferred batch; no account needed. */
export function DemoClassForm({ courseId, courseTitle, batches }: DemoClassFormProps) {
  const bookDemo = useBookDemo();
  const [booked, setBooked] = useState<string | null>(null);
  const empty = { courseId, name: '', phone: '', batchId: '', website: '' };
  const form = useAppForm({
    schema: loadSchema,
    defaultValues: empty,
    replayable: true,
    failure: 'The booking failed. Please try again.',
    submit: async (values, { reset }) => {
      const { message } = await bookDemo.mutateAsync(values);
      setBooked(message ?? 'Your demo class is booked.');
      reset(empty);
    },
  });
  const { register, errors } = form;

  return (
    <section aria-labelledby="book-demo" className="card">
      <h2 id="book-demo" className="text-xl font-bold">
        Book a demo class
      </h2>
      {booked ? (
        <div role="status" className="mt-3">
          <p className="font-semibold text-green-800">{booked}</p>
          <button type="button" className="btn btn-outline mt-4" onClick={() => setBooked(null)}>
            Book another demo
          </button>
        </div>
      ) : (
        <form {...form.formProps} className="mt-4 space-y-4">
          <p className="text-sm text-slate-600">
            Sit in on a free class of {courseTitle} before you decide. No account needed.
          </p>
          <Field label="Your name" error={errors.name?.message}>
            {(control) => (
              <input {...control} {...register('name')} autoComplete="name" className="input" />
            )}
          </Field>
          <MobileField
            registration={register('phone')}
            error={errors.phone?.message}
            label="Phone"
          />
          <Field label="Preferred batch" error={errors.batchId?.message}>
            {(control) => (
              <select {...control} {...register('batchId')} className="input">
                <option value="">Any batch</option>
                {batches.map((batch) => (
                  <option key={batch._id} value={batch._id} disabled={batch.seatsLeft === 0}>
                    {`${formatCalendarDay(batch.startsOn)}, ${batchSchedule(batch)} (${batch.mode})${batch.seatsLeft === 0 ? ' - full' : ''}`}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Honeypot label="Website" registration={register('website')} />
          <SubmitButton pending={form.pending} className="btn btn-primary w-full">
            Book a demo class
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
