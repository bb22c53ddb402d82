import { Trans, useLingui } from '@lingui/react/macro';
import { certificateFieldsSchema, type CertificateDto } from '#common/schemas/certificates';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useUpdateCertificate } from '../api/update-certificate';
import { CertificateFields } from './certificate-fields';
import './messages';

/** Corrects the student's name, date of birth and course. */
export function CertificateContentForm({ certificate }: { certificate: CertificateDto }) {
  const { t } = useLingui();
  const updateCertificate = useUpdateCertificate();
  const form = useAppForm({
    schema: certificateFieldsSchema,
    defaultValues: { name: certificate.name, DOB: certificate.DOB, course: certificate.course },
    failure: t`The certificate was not updated.`,
    submit: async (values) => {
      await updateCertificate.mutateAsync({ id: certificate._id, values });
      toast.success(t`Certificate Content Updated`);
    },
  });

  return (
    <form {...form.formProps} className="card space-y-6" aria-labelledby="content-form">
      <h2 id="content-form" className="text-lg font-bold">
        <Trans>Certificate Content</Trans>
      </h2>
      <CertificateFields register={form.register} errors={form.errors} />
      <SubmitButton pending={form.pending}>
        <Trans>Update Content</Trans>
      </SubmitButton>
    </form>
  );
}
