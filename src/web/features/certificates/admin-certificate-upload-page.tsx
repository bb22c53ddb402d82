import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { SubmitButton } from '../../components/submit-button';
import { applyServerErrors, applyUploadError } from '../../lib/form-errors';
import { paths } from '#common/paths';
import { toast } from '../../lib/toast';
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(certificateCreateFormSchema), defaultValues: empty });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message, data } = await createCertificate.mutateAsync(values);
      if (data?.stamped) toast.success(message ?? 'Certificate uploaded');
      else toast.warning(message ?? 'Certificate uploaded, not stamped', { duration: 12_000 });
      await navigate(paths.admin.certificates.getHref());
    } catch (error) {
      if (
        !applyServerErrors(error, setError, ['name', 'DOB', 'course', 'certificateImg']) &&
        !applyUploadError(error, setError, 'certificateImg')
      )
        toast.error(error instanceof Error ? error.message : 'The certificate was not uploaded.');
    }
  });

  return (
    <div className="space-y-6">
      <AdminPageIntro title="Upload Certificate">
        Upload a student’s certificate so it can be verified online. It gets a number and a QR code
        of its verification page.
      </AdminPageIntro>
      <form noValidate onSubmit={onSubmit} className="card space-y-6">
        <CertificateFields register={register} errors={errors} />
        <PdfFileField
          registration={register('certificateImg')}
          error={errors.certificateImg?.message}
        />
        <SubmitButton pending={isSubmitting}>Upload Certificate</SubmitButton>
      </form>
    </div>
  );
}
