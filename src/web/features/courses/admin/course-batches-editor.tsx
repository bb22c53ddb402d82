import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Link } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import type { z } from 'zod';
import { formatCalendarDay } from '#common/format';
import { batchSchema, type BatchDto } from '#common/schemas/batches';
import { BATCH_MODES, WEEKDAYS, type BatchMode } from '#common/batches';
import { DeleteButton } from '#web/components/delete-button';
import { Field } from '#web/components/field';
import { HindiTwinField } from '#web/components/hindi-twin-field';
import { LoadError } from '#web/components/load-error';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { batchesQuery } from '../api/batches-query';
import { useRemoveBatch } from '../api/remove-batch';
import { useSaveBatch } from '../api/save-batch';
import { patternClashQuery } from '../api/timetable';
import { weekdayLabels } from './course-value-labels';
import './messages';

type BatchForm = z.input<typeof batchSchema>;

const newBatch: BatchForm = {
  startsOn: '',
  days: [],
  startTime: '18:00',
  endTime: '19:30',
  mode: 'offline',
  seats: 20,
  seatsTaken: 0,
  place: '',
  placeHi: '',
};

const formValues = (batch: BatchDto): BatchForm => ({
  startsOn: batch.startsOn,
  days: batch.days,
  startTime: batch.startTime,
  endTime: batch.endTime,
  mode: batch.mode,
  seats: batch.seats,
  seatsTaken: batch.seatsTaken,
  place: batch.place,
  placeHi: batch.placeHi ?? '',
});

/** A batch's mode and days as the page's language names them. */
function useBatchWords() {
  const { t } = useLingui();
  return {
    mode: (mode: BatchMode) => (mode === 'online' ? t`Online` : t`Offline`),
    day: (day: (typeof WEEKDAYS)[number]) => t(weekdayLabels[day]),
  };
}

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The clash the pattern being typed would meet with classes already made (a room or a trainer
 * taken), shown before saving: classes made from a clashing pattern are refused.
 */
function PatternClash({ control, batchId }: { control: Control<BatchForm>; batchId?: string }) {
  const { t } = useLingui();
  const { startsOn, days, startTime, endTime, mode, place } = useWatch({ control });
  const pattern = useDeferredValue({
    ...(batchId ? { batchId } : {}),
    startsOn: startsOn ?? '',
    days: (days ?? []).filter((day) => day !== undefined),
    startTime: startTime ?? '',
    endTime: endTime ?? '',
    mode: mode ?? 'offline',
    place: (place ?? '').trim(),
  });
  const ready =
    /^\d{4}-\d{2}-\d{2}$/.test(pattern.startsOn) &&
    pattern.days.length > 0 &&
    clock.test(pattern.startTime) &&
    clock.test(pattern.endTime) &&
    pattern.endTime > pattern.startTime;
  const { data: clash } = useQuery({ ...patternClashQuery(pattern), enabled: ready });
  if (!ready || !clash) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
      {t`These days and times clash with classes already made: ${clash} Classes made from them will be refused.`}
    </p>
  );
}

/** Adds a batch, or changes the one given; `onDone` closes it. */
function BatchEditor({
  courseId,
  batch,
  onDone,
}: {
  courseId: string;
  batch?: BatchDto;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const words = useBatchWords();
  const saveBatch = useSaveBatch();
  const form = useAppForm({
    schema: batchSchema,
    defaultValues: batch ? formValues(batch) : newBatch,
    failure: t`The batch was not saved.`,
    submit: async (fields) => {
      const { message } = await saveBatch.mutateAsync({ courseId, id: batch?._id, batch: fields });
      toast.success(message ?? t`Batch saved`);
      onDone();
    },
  });
  const { register, errors } = form;
  const online = useWatch({ control: form.control, name: 'mode' }) === 'online';

  return (
    <form {...form.formProps} className="space-y-4 rounded-xl border border-slate-200 p-4">
      <p className="font-semibold">{batch ? t`Change batch` : t`New batch`}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t`Starts on`} error={errors.startsOn?.message}>
          {(field) => <input {...field} {...register('startsOn')} type="date" className="input" />}
        </Field>
        <Field label={t`From`} error={errors.startTime?.message}>
          {(field) => <input {...field} {...register('startTime')} type="time" className="input" />}
        </Field>
        <Field label={t`To`} error={errors.endTime?.message}>
          {(field) => <input {...field} {...register('endTime')} type="time" className="input" />}
        </Field>
        <Field label={t`Mode`} error={errors.mode?.message}>
          {(field) => (
            <select {...field} {...register('mode')} className="input">
              {BATCH_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {words.mode(mode)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset aria-describedby={errors.days ? 'batch-days-error' : undefined}>
        <legend className="text-ink text-sm font-semibold">
          <Trans>Days</Trans>
        </legend>
        <div className="mt-1.5 flex flex-wrap gap-3">
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex items-center gap-1.5 text-sm">
              <input type="checkbox" value={day} {...register('days')} />
              {words.day(day)}
            </label>
          ))}
        </div>
        {errors.days && (
          <p id="batch-days-error" className="mt-1 text-sm text-red-700">
            {errors.days.message}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t`Seats`} error={errors.seats?.message}>
          {(field) => (
            <input
              {...field}
              {...register('seats')}
              type="number"
              min={1}
              max={500}
              className="input"
            />
          )}
        </Field>
        <Field label={t`Seats taken`} error={errors.seatsTaken?.message}>
          {(field) => (
            <input
              {...field}
              {...register('seatsTaken')}
              type="number"
              min={0}
              max={500}
              className="input"
            />
          )}
        </Field>
        {online ? (
          <Field label={t`Meeting link`} error={errors.place?.message} className="sm:col-span-2">
            {(field) => <input {...field} {...register('place')} className="input" />}
          </Field>
        ) : (
          <HindiTwinField
            label={t`Classroom address`}
            english={register('place')}
            // An online batch has no address: its Hindi leaves the form with the field.
            hindi={register('placeHi', { shouldUnregister: true })}
            errors={{ english: errors.place?.message, hindi: errors.placeHi?.message }}
            className="sm:col-span-2 lg:col-span-4"
          />
        )}
      </div>
      <PatternClash control={form.control} batchId={batch?._id} />
      <div className="flex gap-3">
        <SubmitButton pending={form.pending}>{batch ? t`Save Batch` : t`Add Batch`}</SubmitButton>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

/** The course's batches with their seats, and adding, changing and removing them. */
export function CourseBatchesEditor({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const words = useBatchWords();
  const { data: batches, status, refetch } = useQuery(batchesQuery(courseId));
  const removeBatch = useRemoveBatch();
  const [editing, setEditing] = useState<BatchDto | 'new' | null>(null);

  let list;
  if (status === 'pending')
    list = (
      <p className="text-sm text-slate-600">
        <Trans>Loading batches…</Trans>
      </p>
    );
  else if (status === 'error')
    list = <LoadError title={t`The batches could not be loaded.`} onRetry={() => void refetch()} />;
  else if (batches.length === 0)
    list = (
      <p className="text-sm text-slate-600">
        <Trans>No batches yet.</Trans>
      </p>
    );
  else
    list = (
      <ul className="divide-y divide-slate-200">
        {batches.map((batch) => {
          const startsOn = formatCalendarDay(batch.startsOn);
          const mode = words.mode(batch.mode);
          const name =
            batch.mode === 'online' ? t`${startsOn} online batch` : t`${startsOn} offline batch`;
          const { seats, seatsTaken, startTime, endTime } = batch;
          const days = batch.days.map(words.day).join(', ');
          return (
            <li key={batch._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold">
                  {startsOn} · {mode}
                </p>
                <p className="text-sm text-slate-600">
                  {days} · {startTime}–{endTime} ·{' '}
                  {batch.seatsLeft === 0 ? (
                    <Trans>
                      {seatsTaken} of {seats} seats taken (full)
                    </Trans>
                  ) : (
                    <Trans>
                      {seatsTaken} of {seats} seats taken
                    </Trans>
                  )}
                </p>
                <p className="text-sm break-all text-slate-500">{batch.place}</p>
              </div>
              <div className="flex gap-2">
                <Link
                  className="btn btn-outline px-3 py-1 text-sm"
                  to={adminPaths.batchClasses.getHref(batch._id)}
                >
                  <Trans>
                    Classes<span className="sr-only"> {name}</span>
                  </Trans>
                </Link>
                <Link
                  className="btn btn-outline px-3 py-1 text-sm"
                  to={adminPaths.batchAttendance.getHref(batch._id)}
                >
                  <Trans>
                    Attendance<span className="sr-only"> {name}</span>
                  </Trans>
                </Link>
                <button
                  type="button"
                  className="btn btn-outline px-3 py-1 text-sm"
                  onClick={() => setEditing(batch)}
                >
                  <Trans>
                    Edit<span className="sr-only"> {name}</span>
                  </Trans>
                </button>
                <DeleteButton
                  itemName={name}
                  title={t`Delete this batch?`}
                  consequence={t`will no longer be listed on the course page.`}
                  onConfirm={() => removeBatch.mutateAsync(batch._id)}
                />
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className="card space-y-4" aria-labelledby="course-batches">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="course-batches" className="text-lg font-bold">
            <Trans>Batches</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>The course page lists batches that have not started, with the seats left.</Trans>
          </p>
        </div>
        {editing === null && (
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            <Trans>Add Batch</Trans>
          </button>
        )}
      </div>
      {editing !== null && (
        <BatchEditor
          key={editing === 'new' ? 'new' : editing._id}
          courseId={courseId}
          batch={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {list}
    </section>
  );
}
