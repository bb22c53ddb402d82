import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { MAX_IMAGE_BYTES } from '#common/upload-limits';
import { toast } from './toast';

interface ImageUploadOptions {
  /** Shown under the field when the form is sent without a picture. */
  missingMessage: string;
  /** Toast shown when the upload fails (the server's reason goes under the field). */
  failureToast: string;
  /** Sends the picture; resolves with the success message to toast. */
  send: (file: File) => Promise<string>;
}

/** A single-image upload form: checks the choice, previews it, sends it, reports the outcome. */
export function useImageUpload({ missingMessage, failureToast, send }: ImageUploadOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file]);
  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    let problem = '';
    if (chosen && !chosen.type.startsWith('image/')) problem = 'Please choose an image file.';
    else if (chosen && chosen.size > MAX_IMAGE_BYTES) problem = 'The image must be 5 MB or less.';
    setError(problem);
    setFile(problem ? null : chosen);
    if (problem) event.target.value = '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(missingMessage);
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      toast.success(await send(file));
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (failure) {
      toast.error(failureToast);
      setError(failure instanceof Error ? failure.message : '');
    } finally {
      setPending(false);
    }
  };

  return { inputRef, file, preview, error, pending, choose, submit };
}
