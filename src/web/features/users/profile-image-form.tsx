import { Avatar } from '#web/components/avatar';
import { ImageUploadForm } from '#web/components/image-upload-form';
import { useUpdateProfileImage } from './api/update-profile-image';

/** Choose a picture, see it, upload it. */
export function ProfileImageForm({ current }: { current: string }) {
  const updateImage = useUpdateProfileImage();
  return (
    <ImageUploadForm
      title="Profile Image"
      label="Choose an image"
      missingMessage="Please choose an image."
      failureToast="Try Again Later"
      send={async (file) => {
        await updateImage.mutateAsync(file);
        return 'Profile Image Updated';
      }}
      preview={(chosen) => (
        <div className="flex items-center gap-4">
          <Avatar src={chosen ?? current} alt="" className="size-20" />
          <p className="text-sm text-slate-600">
            {chosen ? 'Preview of the new picture.' : 'Your current picture.'}
          </p>
        </div>
      )}
    />
  );
}
