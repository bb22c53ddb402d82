import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { ImagePreview } from './image-preview';
import { ImageUploadForm } from './image-upload-form';
import '../app/admin-messages';

type PictureEditFormProps = Omit<
  ComponentProps<typeof ImageUploadForm>,
  'send' | 'preview' | 'hint' | 'submitLabel'
> &
  Omit<ComponentProps<typeof ImagePreview>, 'chosen'> & {
    /** Sends the picture; answers the API envelope, whose message is toasted. */
    send: (file: File) => Promise<{ message?: string }>;
    /** Toasted when the server's answer says nothing. */
    updated: string;
  };

/** On an update screen: replace the picture, seeing the chosen one where the current one stands. */
export function PictureEditForm({
  send,
  updated,
  current,
  noun,
  shape,
  ...form
}: PictureEditFormProps) {
  const { t } = useLingui();
  return (
    <ImageUploadForm
      className="card space-y-5"
      {...form}
      hint={t`JPEG, PNG, WebP or GIF, up to 5 MB.`}
      submitLabel={t`Update Image`}
      send={async (file) => (await send(file)).message ?? updated}
      preview={(chosen) => (
        <ImagePreview chosen={chosen} current={current} noun={noun} shape={shape} />
      )}
    />
  );
}
