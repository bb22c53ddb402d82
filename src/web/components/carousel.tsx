import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import { ChevronLeftIcon, ChevronRightIcon } from './learning-icons';

/** Embla counts scroll duration in its own units; 20 settles in about 500 ms. */
const SCROLL_DURATION = 20;

interface CarouselProps {
  /** What the slides are, for screen readers: "Featured courses". */
  label: string;
  /** Width of one slide per screen size, e.g. `basis-full lg:basis-1/3`. */
  slideClassName: string;
  /** Move on by itself every so many milliseconds (paused on hover, focus and reduced motion). */
  autoplayMs?: number;
  children: ReactNode;
}

/**
 * An endless row of slides: swipe or drag, arrow buttons and keys, and a dot per position.
 */
export function Carousel({ label, slideClassName, autoplayMs, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const [viewportRef, embla] = useEmblaCarousel({
    loop: true,
    align: 'start',
    duration: SCROLL_DURATION,
  });
  const subscribe = useCallback(
    (onChange: () => void) => {
      embla?.on('select', onChange).on('reInit', onChange);
      return () => void embla?.off('select', onChange).off('reInit', onChange);
    },
    [embla],
  );
  const selected = useSyncExternalStore(subscribe, () => embla?.selectedScrollSnap() ?? 0);
  const positions = useSyncExternalStore(subscribe, () => embla?.scrollSnapList().length ?? 0);

  const [paused, setPaused] = useState(false);
  const reduceMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (!embla || !autoplayMs || paused || reduceMotion) return;
    const timer = setInterval(() => embla.scrollNext(), autoplayMs);
    return () => clearInterval(timer);
  }, [embla, autoplayMs, paused, reduceMotion]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') embla?.scrollPrev();
    else if (event.key === 'ArrowRight') embla?.scrollNext();
    else return;
    event.preventDefault();
  };

  const arrowClass =
    'text-brand-700 hover:bg-brand-50 flex size-11 items-center justify-center rounded-full bg-white shadow-md ring-1 ring-slate-200 transition-colors';

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-6 flex touch-pan-y py-2">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 pl-6 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {positions > 1 && (
        <div className="mt-8 flex items-center justify-center gap-4">
          <button
            type="button"
            className={arrowClass}
            aria-label="Previous slide"
            onClick={() => embla?.scrollPrev()}
          >
            <ChevronLeftIcon />
          </button>
          <div className="flex flex-wrap justify-center">
            {Array.from({ length: positions }, (_, index) => (
              <button
                key={index}
                type="button"
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(index)}
                className="group flex size-6 items-center justify-center"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${
                    index === selected
                      ? 'bg-brand-600 w-6'
                      : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'
                  }`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={arrowClass}
            aria-label="Next slide"
            onClick={() => embla?.scrollNext()}
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  );
}
