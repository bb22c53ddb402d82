import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';
import { fileInputClass } from './file-input-class';
import '../app/admin-messages';

interface ImageFileFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
  label?: string;
  /** How the picture is shown, after the accepted types: "Shown at 16:9." */
  shownAs: string;
  className?: string;
}

/** The picture of a form that creates something: images only, up to the server's limit. */
export function ImageFileField({
  registration,
  error,
  label,
  shownAs,
  className,
}: ImageFileFieldProps) {
  const { t } = useLingui();
  return (
    <Field
      label={label ?? t`Image`}
      hint={t`JPEG, PNG, WebP or GIF, up to 5 MB. ${shownAs}`}
      error={error}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          {...registration}
          type="file"
          accept="image/*"
          className={fileInputClass}
        />
      )}
    </Field>
  );
}
