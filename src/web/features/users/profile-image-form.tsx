import { useLingui } from '@lingui/react/macro';
import { Avatar } from '#web/components/avatar';
import { ImageUploadForm } from '#web/components/image-upload-form';
import { useUpdateProfileImage } from './api/update-profile-image';
import './messages';

/** Choose a picture, see it, upload it. */
export function ProfileImageForm({ current }: { current: string }) {
  const { t } = useLingui();
  const updateImage = useUpdateProfileImage();
  return (
    <ImageUploadForm
      title={t`Profile Image`}
      label={t`Choose an image`}
      hint={t`JPEG, PNG, WebP or GIF, up to 5 MB.`}
      submitLabel={t`Update Image`}
      missingMessage={t`Please choose an image.`}
      failureToast={t`Try Again Later`}
      send={async (file) => {
        await updateImage.mutateAsync(file);
        return t`Profile Image Updated`;
      }}
      preview={(chosen) => (
        <div className="flex items-center gap-4">
          <Avatar src={chosen ?? current} alt="" className="size-20" />
          <p className="text-sm text-slate-600">
            {chosen ? t`Preview of the new picture.` : t`Your current picture.`}
          </p>
        </div>
      )}
    />
  );
}
