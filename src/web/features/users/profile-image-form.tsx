import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Avatar } from '../../components/avatar';
import { Field } from '../../components/field';
import { SubmitButton } from '../../components/submit-button';
import { updateProfileImage } from './api/update-profile-image';

/** The server's limit for images. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Choose a picture, see it, upload it. */
export function ProfileImageForm({ current }: { current: string }) {
  const input = useRef<HTMLInputElement>(null);
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

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError('Please choose an image.');
      input.current?.focus();
      return;
    }
    setPending(true);
    try {
      await updateProfileImage(file);
      toast.success('Profile Image Updated');
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (failure) {
      toast.error('Try Again Later');
      setError(failure instanceof Error ? failure.message : '');
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={upload} className="space-y-5">
      <h2 className="text-lg font-bold">Profile Image</h2>
      <div className="flex items-center gap-4">
        <Avatar src={preview || current} alt="" className="size-20" />
        <p className="text-sm text-slate-600">
          {file ? 'Preview of the new picture.' : 'Your current picture.'}
        </p>
      </div>
      <Field label="Choose an image" hint="JPEG, PNG, WebP or GIF, up to 5 MB." error={error}>
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept="image/*"
            onChange={choose}
            className="file:bg-brand-50 file:text-brand-700 hover:file:bg-brand-100 block w-full text-sm text-slate-600 file:mr-4 file:rounded-full file:border-0 file:px-4 file:py-2 file:font-semibold"
          />
        )}
      </Field>
      <SubmitButton pending={pending}>Update Image</SubmitButton>
    </form>
  );
}
