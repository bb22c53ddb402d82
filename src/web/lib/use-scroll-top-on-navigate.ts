import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { REDUCED_MOTION_QUERY } from './use-prefers-reduced-motion';

/** Scrolls smoothly back to the top whenever the page (path) changes. */
export function useScrollTopOnNavigate(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduceMotion = window.matchMedia(REDUCED_MOTION_QUERY).matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname]);
}
