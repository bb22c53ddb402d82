import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AdminInsertPage } from '#web/components/admin-insert-page';
import { Field } from '#web/components/field';
import { adminPaths } from '#common/admin-paths';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useCreateCertificate } from '../api/create-certificate';
import { CertificateContactFields } from './certificate-contact-fields';
import { CertificateFields } from './certificate-fields';
import {
  certificateCreateFormSchema,
  type CertificateCreateInput,
} from './certificate-form-schema';
import { PdfFileField } from './pdf-file-field';
import './messages';

const empty: CertificateCreateInput = {
  name: '',
  DOB: '',
  course: '',
  email: '',
  phone: '',
  certificateImg: undefined,
  batchId: '',
  studentId: '',
  attendanceOverride: '',
};

/** What the route gives to choose a batch's student (the courses feature's picker). */
export type BatchStudentSlot = (props: {
  value: { batchId: string; studentId: string };
  onChange: (next: { batchId: string; studentId: string }) => void;
  error?: string | undefined;
}) => ReactNode;

/**
 * Upload Certificate. `batchStudent` chooses the batch and student whose attendance the batch's
 * minimum asks (decision 059); the server refuses a certificate below it without a reason.
 */
export function AdminCertificateUploadPage({ batchStudent }: { batchStudent?: BatchStudentSlot }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const createCertificate = useCreateCertificate();
  const form = useAppForm({
    schema: certificateCreateFormSchema,
    defaultValues: empty,
    fileField: 'certificateImg',
    failure: t`The certificate was not uploaded.`,
    // Below the batch's minimum: the server's whole answer (the two percents) goes under the reason.
    onFailure: (error, { setError }) => {
      if (!(error instanceof ApiError) || error.status !== 409 || !error.errors?.attendanceOverride)
        return false;
      setError(
        'attendanceOverride',
        { type: 'server', message: error.message },
        { shouldFocus: true },
      );
      return true;
    },
    submit: async (values) => {
      const { message, data } = await createCertificate.mutateAsync(values);
      if (data?.stamped) toast.success(message ?? t`Certificate uploaded`);
      else toast.warning(message ?? t`Certificate uploaded, not stamped`, { duration: 12_000 });
      await navigate(adminPaths.certificates.getHref());
    },
  });
  const { register, errors, setValue, watch } = form;
  const choice = { batchId: watch('batchId') ?? '', studentId: watch('studentId') ?? '' };

  return (
    <AdminInsertPage
      title={t`Upload Certificate`}
      intro={t`Upload a student’s certificate so it can be verified online. It gets a number and a QR code of its verification page.`}
      form={form}
      action={t`Upload Certificate`}
    >
      <CertificateFields register={register} errors={errors} />
      <PdfFileField
        registration={register('certificateImg')}
        error={errors.certificateImg?.message}
      />
      <CertificateContactFields register={register} errors={errors} />
      {batchStudent && (
        <fieldset className="grid gap-5 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold">{t`Batch attendance (optional)`}</legend>
          <p className="text-sm text-slate-600">
            {t`Name the batch and its student when the batch asks a minimum attendance for a certificate: below it, the certificate is issued only with a reason.`}
          </p>
          {batchStudent({
            value: choice,
            onChange: (next) => {
              setValue('batchId', next.batchId);
              setValue('studentId', next.studentId, { shouldValidate: form.formState.isSubmitted });
            },
            error: errors.studentId?.message,
          })}
          {choice.batchId !== '' && (
            <Field
              label={t`Reason to issue it below the minimum attendance`}
              hint={t`Only needed when the student's attendance is below the batch's minimum; kept in the audit log.`}
              error={errors.attendanceOverride?.message}
            >
              {(control) => (
                <input
                  {...control}
                  {...register('attendanceOverride')}
                  maxLength={200}
                  autoComplete="off"
                  className="input"
                />
              )}
            </Field>
          )}
        </fieldset>
      )}
    </AdminInsertPage>
  );
}
