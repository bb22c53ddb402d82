import { Trans } from '@lingui/react/macro';
import { imageSrcSet } from '#common/images';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSiteSettings } from '#web/lib/site-settings';
import './messages';

const SampleCertificateDialog = lazy(async () => ({
  default: (await import('./sample-certificate-dialog')).SampleCertificateDialog,
}));

/** The footer's small certificate picture; pressing it shows the sample at full size. */
export function SampleCertificate() {
  const { sampleCertificateImage } = useSiteSettings();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  return (
    <>
      {/* Before the page has come to life it opens the picture itself. */}
      <a
        ref={button}
        href={sampleCertificateImage}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="group block w-40 overflow-hidden rounded-lg ring-1 ring-white/20 transition hover:ring-white/60"
      >
        <img
          src={sampleCertificateImage}
          srcSet={imageSrcSet(sampleCertificateImage)}
          sizes="160px"
          alt=""
          width={160}
          height={113}
          loading="lazy"
          decoding="async"
          className="aspect-[1123/794] w-full bg-white object-cover transition group-hover:scale-105"
        />
        <span className="sr-only">
          <Trans>View a sample certificate</Trans>
        </span>
      </a>
      {open && (
        <Suspense fallback={null}>
          <SampleCertificateDialog
            image={sampleCertificateImage}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
