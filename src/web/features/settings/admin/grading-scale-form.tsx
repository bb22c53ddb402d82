import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import type { GradeBand } from '#common/grading';
import { gradingScaleBodySchema } from '#common/schemas/grading';
import { FailureAlert } from '#web/components/failure-alert';
import { Field } from '#web/components/field';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { gradingScaleQuery, useSaveGradingScale } from '../api/grading-scale';
import './messages';

const MAX_GRADES = 12;

function GradingScaleFields({ bands }: { bands: GradeBand[] }) {
  const { t } = useLingui();
  const save = useSaveGradingScale();
  const form = useAppForm({
    schema: gradingScaleBodySchema,
    defaultValues: { bands },
    failure: t`The grading scale was not saved.`,
    submit: async (values) => {
      const result = await save.mutateAsync(values.bands);
      form.reset({ bands: result.data?.bands ?? values.bands });
      toast.success(result.message ?? t`Grading scale saved`);
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'bands' });
  const listError = form.errors.bands?.root?.message ?? form.errors.bands?.message;
  return (
    <form {...form.formProps} className="space-y-4">
      <ol className="space-y-3">
        {rows.fields.map((row, index) => {
          const number = index + 1;
          const errors = form.errors.bands?.[index];
          return (
            <li key={row.id}>
              <fieldset className="grid grid-cols-[1fr_1fr_auto] items-start gap-3 rounded-xl border border-slate-200 p-3">
                <legend className="px-1 text-sm font-semibold">
                  <Trans>Grade {number}</Trans>
                </legend>
                <Field label={t`Grade`} error={errors?.grade?.message}>
                  {(control) => (
                    <input
                      {...control}
                      {...form.register(`bands.${index}.grade`)}
                      className="input"
                      maxLength={3}
                      autoComplete="off"
                    />
                  )}
                </Field>
                <Field label={t`From (%)`} error={errors?.min?.message}>
                  {(control) => (
                    <input
                      {...control}
                      {...form.register(`bands.${index}.min`, { valueAsNumber: true })}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={100}
                      step={1}
                      className="input"
                    />
                  )}
                </Field>
                <button
                  type="button"
                  className="btn btn-outline mt-6"
                  disabled={rows.fields.length <= 2}
                  onClick={() => rows.remove(index)}
                >
                  <Trans>
                    Remove<span className="sr-only"> grade {number}</span>
                  </Trans>
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <FailureAlert message={listError} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-outline"
          disabled={rows.fields.length >= MAX_GRADES}
          onClick={() => rows.append({ grade: '', min: 0 })}
        >
          <Trans>Add a grade</Trans>
        </button>
        <SubmitButton pending={form.pending}>
          <Trans>Save grading scale</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * The institute's grading scale (decision 069): each grade from a whole percent up, highest first,
 * the last from 0. Marksheets issued from now on are graded by it.
 */
export function GradingScaleForm() {
  const { t } = useLingui();
  const query = useQuery(gradingScaleQuery);
  return (
    <section aria-labelledby="grading-scale" className="card space-y-4">
      <h2 id="grading-scale" className="text-lg font-bold">
        <Trans>Grading scale</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>
          Marksheets give the highest grade whose percent the student&apos;s total reaches. List the
          grades from the highest down; the last starts at 0%. A marksheet already issued keeps its
          grade.
        </Trans>
      </p>
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          <Trans>Loading the grading scale…</Trans>
        </p>
      ) : query.isError ? (
        <FailureAlert message={t`The grading scale could not be loaded.`} />
      ) : (
        <GradingScaleFields bands={query.data} />
      )}
    </section>
  );
}
