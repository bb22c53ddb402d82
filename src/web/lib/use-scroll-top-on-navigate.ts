import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls smoothly back to the top whenever the page (path) changes. */
export function useScrollTopOnNavigate(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname]);
}
