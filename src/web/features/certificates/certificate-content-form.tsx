import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  certificateFieldsSchema,
  certificateMessages,
  type CertificateDto,
} from '#common/schemas/certificates';
import { SubmitButton } from '../../components/submit-button';
import { applyServerErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useUpdateCertificate } from './api/update-certificate';
import { CertificateFields } from './certificate-fields';

/** Corrects the student's name, date of birth and course. */
export function CertificateContentForm({ certificate }: { certificate: CertificateDto }) {
  const updateCertificate = useUpdateCertificate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(certificateFieldsSchema),
    defaultValues: { name: certificate.name, DOB: certificate.DOB, course: certificate.course },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateCertificate.mutateAsync({ id: certificate._id, values });
      toast.success(certificateMessages.contentUpdated);
    } catch (error) {
      applyServerErrors(error, setError, ['name', 'DOB', 'course']);
      toast.error(error instanceof Error ? error.message : 'The certificate was not updated.');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="card space-y-6" aria-labelledby="content-form">
      <h2 id="content-form" className="text-lg font-bold">
        Certificate Content
      </h2>
      <CertificateFields register={register} errors={errors} />
      <SubmitButton pending={isSubmitting}>Update Content</SubmitButton>
    </form>
  );
}
