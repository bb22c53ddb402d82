import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true from then on
 * (and at once for a page the browser renders itself): for what only the browser should load.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
