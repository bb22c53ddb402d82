import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CertificateDto } from '#common/schemas/certificates';
import { SubmitButton } from '../../components/submit-button';
import { clearFileInputs } from '../../lib/clear-file-inputs';
import { applyUploadError } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useUpdateCertificateFile } from './api/update-certificate-file';
import { pdfFileSchema } from './certificate-form-schema';
import { PdfFileField } from './pdf-file-field';

const fileFormSchema = z.object({ certificateImg: pdfFileSchema });

/** Replaces the certificate's PDF; the new one is stamped with the same number and QR code. */
export function CertificateFileForm({ certificate }: { certificate: CertificateDto }) {
  const updateFile = useUpdateCertificateFile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(fileFormSchema),
    defaultValues: { certificateImg: undefined },
  });

  const onSubmit = handleSubmit(async ({ certificateImg }, event) => {
    try {
      const { data } = await updateFile.mutateAsync({ id: certificate._id, file: certificateImg });
      if (data?.certificate.stamped) toast.success(data.message);
      else
        toast.warning(data?.message ?? 'Certificate file updated, not stamped', {
          duration: 12_000,
        });
      reset();
      clearFileInputs(event);
    } catch (error) {
      if (!applyUploadError(error, setError, 'certificateImg'))
        toast.error(error instanceof Error ? error.message : 'The file was not replaced.');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="card space-y-5" aria-labelledby="pdf-form">
      <h2 id="pdf-form" className="text-lg font-bold">
        Certificate File
      </h2>
      <p className="text-slate-600">
        <a
          href={certificate.pdfUrl}
          target="_blank"
          rel="noreferrer"
          className="text-brand-700 underline"
        >
          Open the current PDF
        </a>{' '}
        {certificate.stamped
          ? 'It carries the number and QR code.'
          : 'It could not be stamped and is shown as uploaded.'}
      </p>
      <PdfFileField
        label="New certificate (PDF)"
        registration={register('certificateImg')}
        error={errors.certificateImg?.message}
      />
      <SubmitButton pending={isSubmitting}>Update File</SubmitButton>
    </form>
  );
}
