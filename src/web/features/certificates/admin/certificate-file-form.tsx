import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import type { CertificateDto } from '#common/schemas/certificates';
import { SubmitButton } from '#web/components/submit-button';
import { clearFileInputs } from '#web/lib/clear-file-inputs';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useUpdateCertificateFile } from '../api/update-certificate-file';
import { pdfFileSchema } from './certificate-form-schema';
import { PdfFileField } from './pdf-file-field';
import './messages';

const fileFormSchema = z.object({ certificateImg: pdfFileSchema });

/** Replaces the certificate's PDF; the new one is stamped with the same number and QR code. */
export function CertificateFileForm({ certificate }: { certificate: CertificateDto }) {
  const { t } = useLingui();
  const updateFile = useUpdateCertificateFile();
  const form = useAppForm({
    schema: fileFormSchema,
    defaultValues: { certificateImg: undefined },
    fileField: 'certificateImg',
    failure: t`The file was not replaced.`,
    submit: async ({ certificateImg }, { reset }, element) => {
      // The answer's own message, which a Hindi page has in Hindi (lib/api).
      const { data, message } = await updateFile.mutateAsync({
        id: certificate._id,
        file: certificateImg,
      });
      if (data?.certificate.stamped) toast.success(message ?? data.message);
      else
        toast.warning(message ?? t`Certificate file updated, not stamped`, {
          duration: 12_000,
        });
      reset();
      clearFileInputs(element);
    },
  });

  return (
    <form {...form.formProps} className="card space-y-5" aria-labelledby="pdf-form">
      <h2 id="pdf-form" className="text-lg font-bold">
        <Trans>Certificate File</Trans>
      </h2>
      <p className="text-slate-600">
        <a
          href={certificate.pdfUrl}
          target="_blank"
          rel="noreferrer"
          className="text-brand-700 underline"
        >
          <Trans>Open the current PDF</Trans>
        </a>{' '}
        {certificate.stamped ? (
          <Trans>It carries the number and QR code.</Trans>
        ) : (
          <Trans>It could not be stamped and is shown as uploaded.</Trans>
        )}
      </p>
      <PdfFileField
        label={t`New certificate (PDF)`}
        registration={form.register('certificateImg')}
        error={form.errors.certificateImg?.message}
      />
      <SubmitButton pending={form.pending}>
        <Trans>Update File</Trans>
      </SubmitButton>
    </form>
  );
}
