import type { ReactNode } from 'react';
import { useImageUpload } from '../lib/use-image-upload';
import { Field } from './field';
import { fileInputClass } from './file-input-class';
import { SubmitButton } from './submit-button';

interface ImageUploadFormProps {
  title: string;
  label: string;
  /** Which pictures the field takes, in the screen's words. */
  hint: string;
  submitLabel: string;
  /** Shown under the field when the form is sent without a picture. */
  missingMessage: string;
  /** Toast shown when the upload fails (the server's reason goes under the field). */
  failureToast: string;
  /** Sends the picture; resolves with the success message to toast. */
  send: (file: File) => Promise<string>;
  /** The picture as it will look: the chosen file's preview URL, or null for the current one. */
  preview: (chosen: string | null) => ReactNode;
  className?: string;
}

/** Choose one picture, see it in place, upload it: profile pictures, thumbnails, article images. */
export function ImageUploadForm({
  title,
  label,
  hint,
  submitLabel,
  missingMessage,
  failureToast,
  send,
  preview,
  className = 'space-y-5',
}: ImageUploadFormProps) {
  const upload = useImageUpload({ missingMessage, failureToast, send });
  return (
    <form noValidate onSubmit={upload.submit} className={className}>
      <h2 className="text-lg font-bold">{title}</h2>
      {preview(upload.preview || null)}
      <Field label={label} hint={hint} error={upload.error}>
        {(control) => (
          <input
            {...control}
            ref={upload.inputRef}
            type="file"
            accept="image/*"
            onChange={upload.choose}
            className={fileInputClass}
          />
        )}
      </Field>
      <SubmitButton pending={upload.pending}>{submitLabel}</SubmitButton>
    </form>
  );
}
