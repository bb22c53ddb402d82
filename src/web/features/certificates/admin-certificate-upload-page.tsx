import { useNavigate } from 'react-router';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { SubmitButton } from '../../components/submit-button';
import { paths } from '#common/paths';
import { toast } from '../../lib/toast';
import { useAppForm } from '../../lib/use-app-form';
import { useCreateCertificate } from './api/create-certificate';
import { CertificateFields } from './certificate-fields';
import {
  certificateCreateFormSchema,
  type CertificateCreateInput,
} from './certificate-form-schema';
import { PdfFileField } from './pdf-file-field';

const empty: CertificateCreateInput = { name: '', DOB: '', course: '', certificateImg: undefined };

export function AdminCertificateUploadPage() {
  const navigate = useNavigate();
  const createCertificate = useCreateCertificate();
  const form = useAppForm({
    schema: certificateCreateFormSchema,
    defaultValues: empty,
    fileField: 'certificateImg',
    failure: 'The certificate was not uploaded.',
    submit: async (values) => {
      const { message, data } = await createCertificate.mutateAsync(values);
      if (data?.stamped) toast.success(message ?? 'Certificate uploaded');
      else toast.warning(message ?? 'Certificate uploaded, not stamped', { duration: 12_000 });
      await navigate(paths.admin.certificates.getHref());
    },
  });
  const { register, errors } = form;

  return (
    <div className="space-y-6">
      <AdminPageIntro title="Upload Certificate">
        Upload a student’s certificate so it can be verified online. It gets a number and a QR code
        of its verification page.
      </AdminPageIntro>
      <form {...form.formProps} className="card space-y-6">
        <CertificateFields register={register} errors={errors} />
        <PdfFileField
          registration={register('certificateImg')}
          error={errors.certificateImg?.message}
        />
        <SubmitButton pending={form.pending}>Upload Certificate</SubmitButton>
      </form>
    </div>
  );
}
