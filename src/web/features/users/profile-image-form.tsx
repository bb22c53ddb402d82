import { Avatar } from '../../components/avatar';
import { Field } from '../../components/field';
import { fileInputClass } from '../../components/file-input-class';
import { SubmitButton } from '../../components/submit-button';
import { useImageUpload } from '../../lib/use-image-upload';
import { updateProfileImage } from './api/update-profile-image';

/** Choose a picture, see it, upload it. */
export function ProfileImageForm({ current }: { current: string }) {
  const upload = useImageUpload({
    missingMessage: 'Please choose an image.',
    failureToast: 'Try Again Later',
    send: async (file) => {
      await updateProfileImage(file);
      return 'Profile Image Updated';
    },
  });

  return (
    <form noValidate onSubmit={upload.submit} className="space-y-5">
      <h2 className="text-lg font-bold">Profile Image</h2>
      <div className="flex items-center gap-4">
        <Avatar src={upload.preview || current} alt="" className="size-20" />
        <p className="text-sm text-slate-600">
          {upload.file ? 'Preview of the new picture.' : 'Your current picture.'}
        </p>
      </div>
      <Field
        label="Choose an image"
        hint="JPEG, PNG, WebP or GIF, up to 5 MB."
        error={upload.error}
      >
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
      <SubmitButton pending={upload.pending}>Update Image</SubmitButton>
    </form>
  );
}
