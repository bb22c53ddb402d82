import { useSyncExternalStore } from 'react';
import { throttle } from './throttle';

const SCROLL_THROTTLE_MS = 100;

function subscribe(onChange: () => void) {
  const onScroll = throttle(onChange, SCROLL_THROTTLE_MS);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    onScroll.cancel();
    window.removeEventListener('scroll', onScroll);
  };
}

/** Whether the page is scrolled more than `offset` pixels down. */
export function useScrolledPast(offset: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > offset,
    () => false,
  );
}
