import { useEffect, useState, type RefObject } from 'react';

interface InViewOptions {
  /** Stay true once the element has been on screen. */
  once?: boolean;
  /** How far off screen (a CSS margin) the element counts as on screen already. */
  margin?: string;
}

/** Whether the element is on screen now; it turns false again when the element leaves. */
export function useInView(
  ref: RefObject<Element | null>,
  { once = false, margin }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const seen = Boolean(entry?.isIntersecting);
        setInView(seen);
        if (seen && once) observer.disconnect();
      },
      { threshold: 0.3, rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, once, margin]);
  return inView;
}
