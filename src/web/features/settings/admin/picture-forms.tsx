import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePreview } from '#web/components/image-preview';
import { ImageUploadForm } from '#web/components/image-upload-form';
import { useSiteSettings } from '#web/lib/site-settings';
import { type PictureSlot, useReplacePicture } from '../api/replace-picture';
import './messages';

interface PictureFormProps {
  slot: PictureSlot;
  title: string;
  /** What the picture is called in the page's language, for its field and previews. */
  noun: string;
  /** The new picture's field. */
  label: string;
  /** The stored picture; none for a slot that may be empty. */
  current: string | null;
  done: string;
}

function PictureForm({ slot, title, noun, label, current, done }: PictureFormProps) {
  const { t } = useLingui();
  const replacePicture = useReplacePicture();
  return (
    <ImageUploadForm
      title={title}
      label={label}
      hint={t`JPEG, PNG, WebP or GIF, up to 5 MB.`}
      submitLabel={t`Update Image`}
      missingMessage={t`Choose a picture.`}
      failureToast={t`Failed to Update Image`}
      send={async (image) => {
        const { message } = await replacePicture.mutateAsync({ slot, image });
        return message ?? done;
      }}
      preview={(chosen) =>
        chosen || current ? (
          <ImagePreview chosen={chosen} current={current ?? ''} noun={noun} />
        ) : (
          <p className="text-sm text-slate-600">
            <Trans>None yet.</Trans>
          </p>
        )
      }
    />
  );
}

/**
 * The home banner's three pictures, the footer's sample certificate and the signature printed on
 * invoices and receipts, each replaced on its own.
 */
export function PictureForms() {
  const { t } = useLingui();
  const { bannerImages, sampleCertificateImage, invoiceSignatureImage } = useSiteSettings();
  return (
    <section aria-labelledby="site-pictures" className="card space-y-6">
      <h2 id="site-pictures" className="text-lg font-bold">
        <Trans>Pictures</Trans>
      </h2>
      <div className="grid gap-6 lg:grid-cols-2 xl:grid-cols-4">
        {bannerImages.map((current, index) => {
          const number = index + 1;
          return (
            <PictureForm
              key={index}
              slot={`banner/${number as 1 | 2 | 3}`}
              title={t`Banner picture ${number}`}
              noun={t`banner picture ${number}`}
              label={t`New banner picture ${number}`}
              current={current}
              done={t`Banner updated`}
            />
          );
        })}
        <PictureForm
          slot="sample-certificate"
          title={t`Sample certificate`}
          noun={t`sample certificate`}
          label={t`New sample certificate`}
          current={sampleCertificateImage}
          done={t`Sample certificate updated`}
        />
        <PictureForm
          slot="invoice-signature"
          title={t`Signature on invoices`}
          noun={t`signature`}
          label={t`New signature (on a white background)`}
          current={invoiceSignatureImage}
          done={t`Signature updated`}
        />
      </div>
    </section>
  );
}
