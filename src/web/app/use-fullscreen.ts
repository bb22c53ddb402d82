import { useSyncExternalStore } from 'react';
import { toast } from '../lib/toast';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

/** Whether the page fills the screen, and a function to switch that says `unavailable` if it cannot. */
export function useFullscreen(unavailable: string) {
  const active = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null,
    () => false,
  );
  const toggle = () => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    change.catch(() => toast.error(unavailable));
  };
  return { active, toggle };
}
