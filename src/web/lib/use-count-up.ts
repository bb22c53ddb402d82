import { useLayoutEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts from 0 up to `target` over `durationMs` once `running`. Until then, and in the server's
 * HTML, it is `target` itself (a reader without scripts sees the real figure); with reduced
 * motion it stays `target`.
 */
export function useCountUp(target: number | undefined, durationMs: number, running = true): number {
  const reduceMotion = usePrefersReducedMotion();
  const [value, setValue] = useState<number | null>(null);

  // Before the browser paints, so the figure never shows its end value first.
  useLayoutEffect(() => {
    if (target === undefined || !running || reduceMotion) return;
    setValue(0);
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const progress = Math.min(1, (now - start) / durationMs);
      setValue(Math.round(target * easeOut(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, running, reduceMotion]);

  if (target === undefined) return 0;
  return value === null || reduceMotion ? target : value;
}
