import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import './messages';

const AboutVideoDialog = lazy(async () => ({
  default: (await import('./about-video-dialog')).AboutVideoDialog,
}));

/** "Watch Video": the popup's code loads when it is pressed, not with the page. */
export function AboutVideo({ video }: { video: { title: string; url: string } }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="btn btn-outline"
      >
        <Trans>Watch Video</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AboutVideoDialog
            video={video}
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
