import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { partAlive } from '../lib/page-alive';

/**
 * Counts its Suspense boundary as alive once React has hydrated it (web/lib/page-alive), and then
 * calls `then`.
 */
export function PartAlive({ then }: { then?: () => void }) {
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    partAlive();
    then?.();
  }, [then]);
  return null;
}

/**
 * A part of a server-rendered page that React hydrates on its own, after the page's frame: a
 * Suspense boundary. A tap on a part that is not alive yet has it hydrated first, then replayed.
 */
export function PagePart({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <PartAlive />
    </Suspense>
  );
}
