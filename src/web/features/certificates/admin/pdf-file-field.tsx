import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '#web/components/field';
import { fileInputClass } from '#web/components/file-input-class';
import './messages';

interface PdfFileFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
  label?: string;
}

/** The certificate's PDF: PDF only, up to the server's limit. */
export function PdfFileField({ registration, error, label }: PdfFileFieldProps) {
  const { t } = useLingui();
  return (
    <Field
      label={label ?? t`Certificate (PDF)`}
      hint={t`PDF, up to 25 MB. The site stamps its number and QR code on the first page.`}
      error={error}
    >
      {(control) => (
        <input
          {...control}
          {...registration}
          type="file"
          accept=".pdf,application/pdf"
          className={fileInputClass}
        />
      )}
    </Field>
  );
}
