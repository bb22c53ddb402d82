import { ImagePreview } from '#web/components/image-preview';
import { ImageUploadForm } from '#web/components/image-upload-form';
import { useSiteSettings } from '#web/lib/site-settings';
import { type PictureSlot, useReplacePicture } from './api/replace-picture';

interface PictureFormProps {
  slot: PictureSlot;
  title: string;
  noun: string;
  current: string;
  done: string;
}

function PictureForm({ slot, title, noun, current, done }: PictureFormProps) {
  const replacePicture = useReplacePicture();
  return (
    <ImageUploadForm
      title={title}
      label={`New ${noun}`}
      missingMessage="Choose a picture."
      failureToast="Failed to Update Image"
      send={async (image) => {
        const { message } = await replacePicture.mutateAsync({ slot, image });
        return message ?? done;
      }}
      preview={(chosen) => <ImagePreview chosen={chosen} current={current} noun={noun} />}
    />
  );
}

/** The home banner's three pictures and the footer's sample certificate, each replaced on its own. */
export function PictureForms() {
  const { bannerImages, sampleCertificateImage } = useSiteSettings();
  return (
    <section aria-labelledby="site-pictures" className="card space-y-6">
      <h2 id="site-pictures" className="text-lg font-bold">
        Pictures
      </h2>
      <div className="grid gap-6 lg:grid-cols-2 xl:grid-cols-4">
        {bannerImages.map((current, index) => (
          <PictureForm
            key={index}
            slot={`banner/${(index + 1) as 1 | 2 | 3}`}
            title={`Banner picture ${index + 1}`}
            noun={`banner picture ${index + 1}`}
            current={current}
            done="Banner updated"
          />
        ))}
        <PictureForm
          slot="sample-certificate"
          title="Sample certificate"
          noun="sample certificate"
          current={sampleCertificateImage}
          done="Sample certificate updated"
        />
      </div>
    </section>
  );
}
