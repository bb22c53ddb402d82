import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { PrivateDocumentKind } from '#common/admissions';
import { STATE_NAMES } from '#common/indian-states';
import { genderOptions } from '#common/registrations';
import type { AdmissionDto, AdmissionSetup } from '#common/schemas/admissions';
import { Field } from '#web/components/field';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useAdmissionWrites } from '../api/form';
import { PhotoCropper } from './photo-cropper';
import './messages';

const loadSchema = async () => (await import('#common/schemas/admissions')).admissionDraftSchema;

const genderLabels: Record<(typeof genderOptions)[number], MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  others: msg`Other`,
};

const documentLabels: Record<PrivateDocumentKind, MessageDescriptor> = {
  idProof: msg`ID proof (such as an Aadhaar copy)`,
  marksheet: msg`Previous marksheet`,
};

type TextField =
  | 'studentName'
  | 'email'
  | 'city'
  | 'school'
  | 'qualification'
  | 'guardianName'
  | 'guardianRelation'
  | 'guardianPhone';

/**
 * The admission form itself: course and batch, the student, a guardian, the photo and the
 * documents the institute asks. Saving keeps a draft; sending saves, then asks for review.
 */
export function DraftForm({
  token,
  admission,
  setup,
}: {
  token: string;
  admission: AdmissionDto;
  setup: AdmissionSetup;
}) {
  const { t, i18n } = useLingui();
  const { save, send, upload } = useAdmissionWrites(token);
  const intent = useRef<'save' | 'send'>('save');
  const [photo, setPhoto] = useState<File | null>(null);
  const { form: rules } = setup;
  const answers = admission.answers;
  const appForm = useAppForm({
    schema: loadSchema,
    defaultValues: {
      courseId: answers.courseId ?? '',
      batchId: answers.batchId ?? '',
      studentName: answers.studentName ?? '',
      dob: answers.dob ?? '',
      gender: answers.gender ?? '',
      email: answers.email ?? '',
      address: answers.address ?? '',
      state: answers.state ?? '',
      city: answers.city ?? '',
      school: answers.school ?? '',
      qualification: answers.qualification ?? '',
      guardianName: answers.guardianName ?? '',
      guardianRelation: answers.guardianRelation ?? '',
      guardianPhone: answers.guardianPhone ?? '',
      aadhaarNumber: '',
    },
    submit: async (values) => {
      await save.mutateAsync(values);
      if (intent.current === 'send') await send.mutateAsync();
      else toast.success(t`Saved. Come back with the link sent to your phone.`);
    },
  });
  const { register, errors, watch } = appForm;
  const course = setup.courses.find((c) => c._id === watch('courseId'));
  const asks = (field: (typeof rules.askFields)[number]) => rules.askFields.includes(field);

  const text = (name: TextField, label: string, autoComplete = 'off', type = 'text') => (
    <Field label={label} error={errors[name]?.message}>
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
  );
  const choose = (kind: PrivateDocumentKind, file: File | undefined) => {
    if (file) upload.mutate({ kind, file });
  };

  return (
    <form {...appForm.formProps} className="grid gap-6">
      <fieldset className="grid gap-4">
        <legend className="text-lg font-bold">
          <Trans>Course</Trans>
        </legend>
        <Field label={t`Course`} error={errors.courseId?.message}>
          {(control) => (
            <select {...control} {...register('courseId')} className="input">
              <option value="">{t`Choose a course`}</option>
              {setup.courses.map((c) => (
                <option key={c._id} value={c._id}>
                  {i18n.locale === 'hi' && c.titleHi ? c.titleHi : c.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Batch`} error={errors.batchId?.message}>
          {(control) => (
            <select {...control} {...register('batchId')} className="input">
              <option value="">{t`Any batch`}</option>
              {course?.batches.map((b) => (
                <option key={b._id} value={b._id}>
                  {`${b.startsOn} · ${b.label}`}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="text-lg font-bold">
          <Trans>The student</Trans>
        </legend>
        {text('studentName', t`Student's name`, 'name')}
        <Field label={t`Date of birth`} error={errors.dob?.message}>
          {(control) => <input {...control} {...register('dob')} type="date" className="input" />}
        </Field>
        <Field label={t`Gender`} error={errors.gender?.message}>
          {(control) => (
            <select {...control} {...register('gender')} className="input">
              <option value="">{t`Choose`}</option>
              {genderOptions.map((option) => (
                <option key={option} value={option}>
                  {t(genderLabels[option])}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('email', t`Student's e-mail`, 'email', 'email')}
        <Field label={t`Address`} error={errors.address?.message} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              {...register('address')}
              rows={2}
              autoComplete="street-address"
              className="input"
            />
          )}
        </Field>
        <Field label={t`State`} error={errors.state?.message}>
          {(control) => (
            <select {...control} {...register('state')} className="input">
              <option value="">{t`Choose`}</option>
              {STATE_NAMES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('city', t`City`, 'address-level2')}
        {asks('school') && text('school', t`School or college`)}
        {asks('qualification') && text('qualification', t`Highest qualification`)}
        {asks('aadhaar') && (
          <Field
            label={t`Aadhaar number`}
            hint={
              admission.aadhaar
                ? t`Kept: ${admission.aadhaar}. Only the last four digits are stored.`
                : t`Only the last four digits are stored.`
            }
            error={errors.aadhaarNumber?.message}
          >
            {(control) => (
              <input
                {...control}
                {...register('aadhaarNumber')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={14}
                className="input"
              />
            )}
          </Field>
        )}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="text-lg font-bold">
          <Trans>Parent or guardian</Trans>
        </legend>
        {text('guardianName', t`Guardian's name`)}
        {text('guardianRelation', t`Relation (Father, Mother…)`)}
        {text('guardianPhone', t`Guardian's mobile number`, 'tel', 'tel')}
      </fieldset>

      {rules.documents.photo !== 'off' && (
        <fieldset className="grid gap-3">
          <legend className="text-lg font-bold">
            {t`Passport photo`}
            {rules.documents.photo === 'optional' ? ` (${t`optional`})` : ''}
          </legend>
          {admission.photoUrl && (
            <img
              src={admission.photoUrl}
              alt={t`The photo sent`}
              className="h-45 w-35 rounded border border-slate-300 object-cover"
            />
          )}
          <Field
            label={admission.photoUrl ? t`Choose another photo` : t`Choose a photo`}
            hint={t`You will frame it to passport size (35 × 45 mm) before it is sent.`}
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
                className="text-sm"
              />
            )}
          </Field>
          {photo && (
            <PhotoCropper
              file={photo}
              pending={upload.isPending}
              onCropped={(cropped) =>
                upload.mutate({ kind: 'photo', file: cropped }, { onSuccess: () => setPhoto(null) })
              }
            />
          )}
        </fieldset>
      )}

      {(['idProof', 'marksheet'] as const)
        .filter((kind) => rules.documents[kind] !== 'off')
        .map((kind) => {
          const sent = admission.documents.find((d) => d.kind === kind);
          return (
            <Field
              key={kind}
              label={`${t(documentLabels[kind])}${rules.documents[kind] === 'optional' ? ` (${t`optional`})` : ''}`}
              hint={sent ? t`Sent: ${sent.fileName}` : t`A PDF or a photo of it.`}
            >
              {(control) => (
                <input
                  {...control}
                  type="file"
                  accept="application/pdf,image/jpeg,image/png,image/webp"
                  onChange={(event) => choose(kind, event.target.files?.[0])}
                  className="text-sm"
                />
              )}
            </Field>
          );
        })}

      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className="btn btn-secondary"
          disabled={appForm.pending}
          onClick={() => (intent.current = 'save')}
        >
          <Trans>Save and finish later</Trans>
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={appForm.pending}
          onClick={() => (intent.current = 'send')}
        >
          <Trans>Send the application</Trans>
        </button>
      </div>
    </form>
  );
}
