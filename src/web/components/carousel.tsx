import { useLingui } from '@lingui/react/macro';
import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import { ChevronLeftIcon, ChevronRightIcon } from './learning-icons';

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
 * A row of slides the browser scrolls and snaps itself (a swipe is native scrolling, with no
 * script in the way): arrow buttons and keys that go round from the last slide to the first, and
 * a dot per slide.
 */
export function Carousel({ label, slideClassName, autoplayMs, children }: CarouselProps) {
  const { t } = useLingui();
  const slides = Children.toArray(children);
  const total = slides.length;
  const viewport = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduceMotion = usePrefersReducedMotion();

  const scrollToSlide = useCallback(
    (index: number) => {
      const row = viewport.current;
      const slide = row?.children[index];
      if (!row || !(slide instanceof HTMLElement)) return;
      row.scrollTo({ left: slide.offsetLeft, behavior: reduceMotion ? 'auto' : 'smooth' });
    },
    [reduceMotion],
  );

  const step = useCallback(
    (direction: 1 | -1) => {
      const row = viewport.current;
      if (!row) return;
      const atEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
      const atStart = row.scrollLeft <= 1;
      if (direction === 1 && atEnd) scrollToSlide(0);
      else if (direction === -1 && atStart) scrollToSlide(row.children.length - 1);
      else scrollToSlide(selected + direction);
    },
    [scrollToSlide, selected],
  );

  useEffect(() => {
    if (!autoplayMs || paused || reduceMotion) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') step(1);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [autoplayMs, paused, reduceMotion, step]);

  const onScroll = () => {
    const row = viewport.current;
    if (!row) return;
    const distances = Array.from(row.children, (slide) =>
      Math.abs((slide as HTMLElement).offsetLeft - row.scrollLeft),
    );
    const nearest = distances.indexOf(Math.min(...distances));
    setSelected(nearest);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
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
      onTouchStart={() => setPaused(true)}
    >
      <div
        ref={viewport}
        onScroll={onScroll}
        // A keyboard reaches the row to scroll it even when its slides hold nothing to focus.
        tabIndex={0}
        className="focus-visible:outline-brand-600 relative flex snap-x snap-mandatory gap-6 overflow-x-auto overscroll-x-contain py-2 [scrollbar-width:none]"
      >
        {slides.map((slide, index) => {
          const position = index + 1;
          return (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t`${position} of ${total}`}
              className={`min-w-0 shrink-0 grow-0 snap-start ${slideClassName}`}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {slides.length > 1 && (
        <div className="mt-8 flex items-center justify-center gap-4">
          <button
            type="button"
            className={arrowClass}
            aria-label={t`Previous slide`}
            onClick={() => step(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <div className="flex flex-wrap justify-center">
            {slides.map((_, index) => {
              const position = index + 1;
              return (
                <button
                  key={index}
                  type="button"
                  aria-label={t`Go to slide ${position}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => scrollToSlide(index)}
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
              );
            })}
          </div>
          <button
            type="button"
            className={arrowClass}
            aria-label={t`Next slide`}
            onClick={() => step(1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  );
}
