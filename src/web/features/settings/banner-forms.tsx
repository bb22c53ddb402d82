import { ImagePreview } from '../../components/image-preview';
import { ImageUploadForm } from '../../components/image-upload-form';
import { useSiteSettings } from '../../lib/site-settings';
import { useReplaceBanner } from './api/replace-banner';

/** The home banner's three pictures, each replaced on its own. */
export function BannerForms() {
  const { bannerImages } = useSiteSettings();
  const replaceBanner = useReplaceBanner();
  return (
    <section aria-labelledby="banner-pictures" className="card space-y-6">
      <h2 id="banner-pictures" className="text-lg font-bold">
        Home banner pictures
      </h2>
      <div className="grid gap-6 lg:grid-cols-3">
        {bannerImages.map((current, index) => (
          <ImageUploadForm
            key={index}
            title={`Picture ${index + 1}`}
            label={`New picture ${index + 1}`}
            missingMessage="Choose a picture."
            failureToast="Failed to Update Image"
            send={async (image) => {
              const { message } = await replaceBanner.mutateAsync({ position: index + 1, image });
              return message ?? 'Banner updated';
            }}
            preview={(chosen) => (
              <ImagePreview
                chosen={chosen}
                current={current}
                noun={`banner picture ${index + 1}`}
              />
            )}
          />
        ))}
      </div>
    </section>
  );
}
