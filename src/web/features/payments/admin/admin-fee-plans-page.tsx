import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { formatDate, formatRupees } from '#common/format';
import type { CourseDto } from '#common/schemas/courses';
import {
  DUE_RULES,
  feePlanSchema,
  type DueRule,
  type FeePlanDto,
  type FeePlanInput,
  type PlanPart,
} from '#common/schemas/fee-plans';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { feePlansQuery } from '../api/fee-plans-query';
import { useSaveFeePlan } from '../api/fee-plan-writes';
import { SelectField, TextField } from './desk-fields';
import { RemovePartButton } from './remove-part-button';
import './messages';

const newPart: FeePlanInput['parts'][number] = { kind: 'percent', value: 100, due: 'admission' };
const emptyPlan: FeePlanInput = { name: '', parts: [newPart], remainderPart: 0, active: true };
const optionalNumber = (value: string) => (value === '' ? undefined : Number(value));

/** A part in words: "40% at admission", "₹2,000, 2 months after admission". */
function usePartWords() {
  const { t } = useLingui();
  return (part: PlanPart) => {
    const amount = part.kind === 'percent' ? `${part.value}%` : formatRupees(part.value);
    const after = part.after ?? 0;
    switch (part.due) {
      case 'admission':
        return t`${amount} at admission`;
      case 'days':
        return after === 1
          ? t`${amount}, 1 day after admission`
          : t`${amount}, ${after} days after admission`;
      case 'months':
        return after === 1
          ? t`${amount}, 1 month after admission`
          : t`${amount}, ${after} months after admission`;
      case 'date':
        return t`${amount} on ${formatDate(part.date ?? '')}`;
    }
  };
}

function PlanForm({
  courseId,
  plan,
  onDone,
}: {
  courseId: string;
  plan?: FeePlanDto;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveFeePlan();
  const form = useAppForm({
    schema: feePlanSchema,
    defaultValues: plan
      ? {
          name: plan.name,
          parts: plan.parts,
          remainderPart: plan.remainderPart,
          active: plan.active,
          lateFee: plan.lateFee,
        }
      : emptyPlan,
    submit: async (values) => {
      await save.mutateAsync({ courseId, planId: plan?._id, plan: values });
      toast.success(t`Plan saved`);
      onDone();
    },
  });
  const { register, errors, control, watch, setValue } = form;
  const parts = useFieldArray({ control, name: 'parts' });
  const remainderPart = watch('remainderPart');
  const lateFee = watch('lateFee');
  const dueLabels: Record<DueRule, string> = {
    admission: t`At admission`,
    days: t`Days after admission`,
    months: t`Months after admission`,
    date: t`On a date`,
  };
  return (
    <form {...form.formProps} aria-labelledby="plan-form" className="card space-y-4">
      <h2 id="plan-form" className="text-lg font-bold">
        {plan ? t`Change the plan` : t`Add a plan`}
      </h2>
      <TextField label={t`Name`} error={errors.name?.message} {...register('name')} />
      <p className="text-sm text-slate-600">
        <Trans>
          Fixed amounts are taken from the fee first; the percentages share what is left and must
          add up to 100%. The paise left by rounding go to the part marked below.
        </Trans>
      </p>
      {errors.parts?.root?.message || errors.parts?.message ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {errors.parts.root?.message ?? errors.parts.message}
        </p>
      ) : null}
      <ol className="space-y-3">
        {parts.fields.map((field, index) => {
          const due = watch(`parts.${index}.due`);
          const partErrors = errors.parts?.[index];
          return (
            <li key={field.id}>
              <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-3">
                <legend className="px-1 text-sm font-semibold">{t`Part ${index + 1}`}</legend>
                <SelectField label={t`Amount as`} {...register(`parts.${index}.kind`)}>
                  <option value="percent">{t`Percentage of the fee`}</option>
                  <option value="fixed">{t`Fixed amount (₹)`}</option>
                </SelectField>
                <TextField
                  label={t`Amount`}
                  inputMode="decimal"
                  error={partErrors?.value?.message}
                  {...register(`parts.${index}.value`, { valueAsNumber: true })}
                />
                <SelectField label={t`Falls due`} {...register(`parts.${index}.due`)}>
                  {DUE_RULES.map((rule) => (
                    <option key={rule} value={rule}>
                      {dueLabels[rule]}
                    </option>
                  ))}
                </SelectField>
                {(due === 'days' || due === 'months') && (
                  <TextField
                    label={due === 'days' ? t`Days after admission` : t`Months after admission`}
                    inputMode="numeric"
                    error={partErrors?.after?.message}
                    {...register(`parts.${index}.after`, { setValueAs: optionalNumber })}
                  />
                )}
                {due === 'date' && (
                  <TextField
                    label={t`Due date`}
                    type="date"
                    error={partErrors?.date?.message}
                    {...register(`parts.${index}.date`)}
                  />
                )}
                <label className="flex items-center gap-2 text-sm font-semibold">
                  <input
                    type="radio"
                    name="remainderPart"
                    checked={remainderPart === index}
                    onChange={() => setValue('remainderPart', index, { shouldDirty: true })}
                    className="size-4"
                  />
                  <Trans>Takes the rounding</Trans>
                </label>
                <RemovePartButton
                  index={index}
                  count={parts.fields.length}
                  onRemove={parts.remove}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {errors.remainderPart?.message && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {errors.remainderPart.message}
        </p>
      )}
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold">
          <Trans>Late fee</Trans>
        </legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={Boolean(lateFee)}
            onChange={(event) =>
              setValue(
                'lateFee',
                event.target.checked ? { kind: 'flat', value: 100, afterDays: 7 } : null,
                { shouldDirty: true },
              )
            }
          />
          <Trans>Add a late fee to a part paid late</Trans>
        </label>
        {lateFee && (
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField label={t`Late fee as`} {...register('lateFee.kind')}>
              <option value="flat">{t`Rupees`}</option>
              <option value="percent">{t`Percent of the part`}</option>
            </SelectField>
            <TextField
              label={lateFee.kind === 'percent' ? t`Percent` : t`Rupees`}
              type="number"
              step="0.01"
              error={errors.lateFee?.value?.message}
              {...register('lateFee.value', { valueAsNumber: true })}
            />
            <TextField
              label={t`Days after the due date`}
              type="number"
              error={errors.lateFee?.afterDays?.message}
              {...register('lateFee.afterDays', { valueAsNumber: true })}
            />
          </div>
        )}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          className="btn btn-outline px-3 py-1.5 text-sm"
          onClick={() => parts.append({ kind: 'percent', value: 0, due: 'months', after: 1 })}
        >
          <Trans>Add a part</Trans>
        </button>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" {...register('active')} className="size-4" />
          <Trans>Offered at the desk</Trans>
        </label>
      </div>
      <SubmitButton pending={form.pending}>
        <Trans>Save Plan</Trans>
      </SubmitButton>
    </form>
  );
}

function CoursePlans({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const words = usePartWords();
  const { data: plans = [] } = useQuery(feePlansQuery(courseId));
  const [editing, setEditing] = useState<FeePlanDto | 'new' | null>(null);
  return (
    <div className="space-y-4">
      {plans.length === 0 ? (
        <p className="text-slate-600">
          <Trans>This course offers no instalment plan yet.</Trans>
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {plans.map((plan) => (
            <li key={plan._id} className="card space-y-2">
              <h3 className="text-ink font-semibold">{plan.name}</h3>
              <ol className="list-decimal space-y-0.5 pl-5 text-sm text-slate-600">
                {plan.parts.map((part, index) => (
                  <li key={index}>{words(part)}</li>
                ))}
              </ol>
              {plan.lateFee && (
                <p className="text-sm text-slate-600">
                  {plan.lateFee.kind === 'percent'
                    ? t`Late fee: ${plan.lateFee.value}% of the part, ${plan.lateFee.afterDays} days after its due date`
                    : t`Late fee: ${formatRupees(plan.lateFee.value)}, ${plan.lateFee.afterDays} days after the due date`}
                </p>
              )}
              {!plan.active && (
                <p className="text-xs text-slate-500">
                  <Trans>Not offered at the desk</Trans>
                </p>
              )}
              <button
                type="button"
                className="btn btn-outline px-3 py-1.5 text-xs"
                aria-label={t`Change ${plan.name}`}
                onClick={() => setEditing(plan)}
              >
                <Trans>Change</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <PlanForm
          key={editing === 'new' ? 'new' : editing._id}
          courseId={courseId}
          plan={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          <Trans>Add a plan</Trans>
        </button>
      )}
    </div>
  );
}

/** Instalment plans: the ways each course's fee may be paid in parts at the desk. */
export function AdminFeePlansPage({ courses }: { courses: CourseDto[] | undefined }) {
  const { t } = useLingui();
  const [courseId, setCourseId] = useState('');
  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Instalment Plans`}>
        {t`The plans the front desk can put a course's fee on: how much is due at admission and when the rest falls due.`}
      </AdminPageIntro>
      <div className="card max-w-md">
        <SelectField
          label={t`Course`}
          value={courseId}
          onChange={(event) => setCourseId(event.target.value)}
        >
          <option value="">{t`Choose a course`}</option>
          {courses?.map((course) => (
            <option key={course._id} value={course._id}>
              {course.courseTitle}
            </option>
          ))}
        </SelectField>
      </div>
      {courseId && <CoursePlans key={courseId} courseId={courseId} />}
    </div>
  );
}
