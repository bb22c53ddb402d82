import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/** Counts from 0 up to `target` over `durationMs`; shows `target` at once for reduced motion. */
export function useCountUp(target: number | undefined, durationMs: number): number {
  const reduceMotion = usePrefersReducedMotion();
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (target === undefined || reduceMotion) return;
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const progress = Math.min(1, (now - start) / durationMs);
      setValue(Math.round(target * easeOut(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, reduceMotion]);

  if (target === undefined) return 0;
  return reduceMotion ? target : value;
}
