import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { imageSrcSet, LEAD_PICTURE_SIZES } from '#common/images';
import { usePrefersReducedMotion } from '#web/lib/use-prefers-reduced-motion';
import './messages';

/** Section 9: each picture shows for 3000 ms, then fades into the next over 1000 ms. */
const SLIDE_DELAY_MS = 3000;
const FADE_MS = 1000;

interface BannerSlidesProps {
  images: string[];
}

/**
 * The home banner's pictures, fading one into the next in a loop. A button pauses them; with
 * reduced motion they do not move by themselves.
 */
export function BannerSlides({ images }: BannerSlidesProps) {
  const reduceMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(0);
  const [paused, setPaused] = useState(false);
  // The later pictures load only once the first is on screen, so it paints first.
  const [loadRest, setLoadRest] = useState(false);
  const first = useRef<HTMLImageElement>(null);
  const playing = !paused && !reduceMotion && images.length > 1;

  // A page the server rendered may have shown the first picture before the app started.
  useEffect(() => {
    if (first.current?.complete) setLoadRest(true);
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(
      () => setShown((index) => (index + 1) % images.length),
      SLIDE_DELAY_MS + FADE_MS,
    );
    return () => clearInterval(timer);
  }, [playing, images.length]);

  return (
    <>
      <div aria-hidden="true" className="absolute inset-0">
        {images.map((src, index) =>
          index === 0 || loadRest ? (
            <img
              key={src}
              ref={index === 0 ? first : undefined}
              src={src}
              srcSet={imageSrcSet(src)}
              sizes={LEAD_PICTURE_SIZES.banner}
              alt=""
              width={1600}
              height={900}
              fetchPriority={index === 0 ? 'high' : 'low'}
              decoding={index === 0 ? 'sync' : 'async'}
              onLoad={index === 0 ? () => setLoadRest(true) : undefined}
              style={{ transitionDuration: `${FADE_MS}ms` }}
              className={`absolute inset-0 size-full object-cover transition-opacity ${
                index === shown ? 'opacity-100' : 'opacity-0'
              }`}
            />
          ) : null,
        )}
        <div className="from-brand-950/85 via-brand-950/60 to-brand-950/20 absolute inset-0 bg-linear-to-r" />
      </div>
      {images.length > 1 && !reduceMotion && (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="absolute right-4 bottom-4 z-10 rounded-full bg-white/15 px-4 py-2 text-sm font-semibold text-white backdrop-blur hover:bg-white/25"
        >
          {paused ? <Trans>Play slideshow</Trans> : <Trans>Pause slideshow</Trans>}
        </button>
      )}
    </>
  );
}
