import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { guardianTopics, type GuardianTopic } from '#common/guardians';
import { languageNames, LANGUAGES } from '#common/languages';
import type { GuardianDto, GuardianInput } from '#common/schemas/guardians';
import { Field } from '#web/components/field';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useGuardiansWrite, type GuardiansScope } from './api/guardians';
import './messages';

export const topicLabels = {
  fees: msg`Fees`,
  attendance: msg`Attendance`,
  results: msg`Results`,
} satisfies Record<GuardianTopic, unknown>;

const textFields = [
  ['name', msg`Name`, 'text', 'name'],
  ['relation', msg`Relation`, 'text', 'off'],
  ['phone', msg`Mobile number`, 'tel', 'tel'],
  ['email', msg`E-mail`, 'email', 'email'],
] as const;

/** The rule and Zod load when the form is first used, not with the profile page. */
const loadSchema = async () => (await import('#common/schemas/guardians')).guardianSchema;

const valuesOf = (guardian?: GuardianDto): GuardianInput => ({
  name: guardian?.name ?? '',
  relation: guardian?.relation ?? '',
  phone: guardian?.phone ?? '',
  email: guardian?.email ?? '',
  language: guardian?.language ?? 'hi',
  topics: guardian?.topics ?? [...guardianTopics],
});

/** Adds a guardian, or changes `guardian`; `done` runs after a save. */
export function GuardianForm({
  scope,
  guardian,
  done,
}: {
  scope: GuardiansScope;
  guardian?: GuardianDto;
  done?: () => void;
}) {
  const { t } = useLingui();
  const write = useGuardiansWrite(scope);
  const topicsId = useId();
  const form = useAppForm({
    schema: loadSchema,
    defaultValues: valuesOf(guardian),
    submit: async (values, { reset }) => {
      const result = await write.mutateAsync(
        guardian ? { kind: 'change', id: guardian._id, values } : { kind: 'add', values },
      );
      if (result.message) toast.success(result.message);
      if (!guardian) reset(valuesOf());
      done?.();
    },
  });
  const { register, errors } = form;
  return (
    <form {...form.formProps} className="grid gap-3 sm:grid-cols-2">
      {textFields.map(([name, label, type, autoComplete]) => (
        <Field key={name} label={t(label)} error={errors[name]?.message}>
          {(control) => (
            <input
              {...control}
              {...register(name)}
              type={type}
              autoComplete={autoComplete}
              className="input"
            />
          )}
        </Field>
      ))}
      <Field label={t`Language of messages`} error={errors.language?.message}>
        {(control) => (
          <select {...control} {...register('language')} className="input">
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {languageNames[language]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset aria-describedby={`${topicsId}-error`}>
        <legend className="text-ink text-sm font-semibold">
          <Trans>Messages they get</Trans>
        </legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {guardianTopics.map((topic) => (
            <label key={topic} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={topic} {...register('topics')} />
              {t(topicLabels[topic])}
            </label>
          ))}
        </div>
        <p id={`${topicsId}-error`} className="mt-1 text-sm font-medium text-red-700 empty:hidden">
          {errors.topics?.message}
        </p>
      </fieldset>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <SubmitButton pending={form.pending}>
          {guardian ? <Trans>Save guardian</Trans> : <Trans>Add guardian</Trans>}
        </SubmitButton>
        {done && guardian && (
          <button type="button" className="btn btn-outline" onClick={done}>
            <Trans>Cancel</Trans>
          </button>
        )}
      </div>
    </form>
  );
}
