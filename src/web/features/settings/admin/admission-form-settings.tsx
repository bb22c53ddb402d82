import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdmissionFormSettings as FormSettings } from '#common/admission-form';
import {
  admissionDocumentKinds,
  documentRules,
  optionalAdmissionFields,
  RETENTION_DAYS_MAX,
  type AdmissionDocumentKind,
  type DocumentRule,
  type OptionalAdmissionField,
} from '#common/admissions';
import { admissionFormSettingsSchema } from '#common/schemas/admissions';
import { Field } from '#web/components/field';
import { LoadError } from '#web/components/load-error';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useAdmissionFormSettings, useSaveAdmissionForm } from '../api/admission-form';
import './messages';

const fieldLabels: Record<OptionalAdmissionField, MessageDescriptor> = {
  school: msg`School or college`,
  qualification: msg`Highest qualification`,
  aadhaar: msg`Aadhaar number (only its last four digits are kept)`,
};

const documentLabels: Record<AdmissionDocumentKind, MessageDescriptor> = {
  photo: msg`Passport photo`,
  idProof: msg`ID proof (such as an Aadhaar copy)`,
  marksheet: msg`Previous marksheet`,
};

const ruleLabels: Record<DocumentRule, MessageDescriptor> = {
  required: msg`Required`,
  optional: msg`Optional`,
  off: msg`Not asked`,
};

/** The admission form's set-up (decision 072), loaded apart from the other settings. */
export function AdmissionFormSettings() {
  const { t } = useLingui();
  const stored = useAdmissionFormSettings();
  return (
    <section aria-labelledby="admission-form" className="card space-y-5">
      <h2 id="admission-form" className="text-lg font-bold">
        <Trans>Admission form</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>
          What the online and desk admission form asks. Name, date of birth, gender, e-mail, address
          and a guardian are always asked.
        </Trans>
      </p>
      {stored.isPending && (
        <p role="status" className="text-sm text-slate-500">
          <Trans>Loading…</Trans>
        </p>
      )}
      {stored.isError && (
        <LoadError
          inline
          title={t`The admission form's settings could not be loaded.`}
          onRetry={() => void stored.refetch()}
        />
      )}
      {stored.isSuccess && <AdmissionFormEditor form={stored.data} />}
    </section>
  );
}

function AdmissionFormEditor({ form: stored }: { form: FormSettings }) {
  const { t } = useLingui();
  const save = useSaveAdmissionForm();
  const form = useAppForm({
    schema: admissionFormSettingsSchema,
    defaultValues: stored,
    failure: t`The admission form was not saved.`,
    submit: async (values) => {
      const answer = await save.mutateAsync(values);
      if (answer.message) toast.success(answer.message);
    },
  });
  const { errors, register } = form;

  return (
    <form {...form.formProps} className="grid gap-5 md:grid-cols-2">
      <fieldset className="grid content-start gap-3" aria-describedby="asked-fields-error">
        <legend className="text-sm font-semibold">
          <Trans>Also ask</Trans>
        </legend>
        {optionalAdmissionFields.map((field) => (
          <label key={field} className="flex cursor-pointer items-start gap-3 text-sm">
            <input
              type="checkbox"
              value={field}
              {...register('askFields')}
              className="accent-brand-600 mt-0.5 size-5 shrink-0"
            />
            <span>{t(fieldLabels[field])}</span>
          </label>
        ))}
        <p id="asked-fields-error" className="text-sm font-medium text-red-700 empty:hidden">
          {errors.askFields?.message}
        </p>
        <p className="text-xs text-slate-500">
          <Trans>A field asked must be answered before the form can be sent.</Trans>
        </p>
      </fieldset>

      <fieldset className="grid content-start gap-3">
        <legend className="text-sm font-semibold">
          <Trans>Documents</Trans>
        </legend>
        {admissionDocumentKinds.map((kind) => (
          <Field
            key={kind}
            label={t(documentLabels[kind])}
            error={errors.documents?.[kind]?.message}
          >
            {(control) => (
              <select
                {...control}
                {...register(`documents.${kind}`)}
                defaultValue={stored.documents[kind]}
                className="input"
              >
                {documentRules.map((rule) => (
                  <option key={rule} value={rule}>
                    {t(ruleLabels[rule])}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
      </fieldset>

      <Field
        label={t`Days documents are kept`}
        hint={t`From 1 to ${RETENTION_DAYS_MAX}, counted from the decision (or from a draft's last change); then the files are deleted.`}
        error={errors.retentionDays?.message}
      >
        {(control) => (
          <input
            {...control}
            {...register('retentionDays', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={1}
            max={RETENTION_DAYS_MAX}
            className="input"
          />
        )}
      </Field>
      <Field
        label={t`Admission number prefix`}
        hint={t`Capital letters or digits: VCI numbers admissions VCI/2026/0001.`}
        error={errors.numberPrefix?.message}
      >
        {(control) => (
          <input {...control} {...register('numberPrefix')} autoComplete="off" className="input" />
        )}
      </Field>

      <div className="md:col-span-2">
        <SubmitButton pending={form.pending}>
          <Trans>Save the admission form</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
