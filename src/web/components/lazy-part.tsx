import {
  lazy,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { PAGE_STATE_ID } from '../lib/page-state';
import { whenIdle } from '../lib/when-idle';
import { PartAlive } from './page-part';

/** How far below the screen a part starts loading its code. */
const NEAR_SCREEN = '600px';

/** The parts of the first page still waiting to be seen. */
const waiting = new Set<() => void>();

function gate(): { seen: Promise<void>; see: () => void } {
  let see = () => {};
  const seen = new Promise<void>((resolve) => {
    see = () => {
      waiting.delete(see);
      resolve();
    };
  });
  waiting.add(see);
  return { seen, see };
}

/**
 * Loads every part still waiting, for an update of the app (a navigation) that reaches a part
 * React has not hydrated: a transition waits until the part is alive.
 */
export function seeEveryPart(): void {
  for (const see of waiting) see();
}

function Gate({ seen, children }: { seen: Promise<void> | null; children: ReactNode }) {
  if (seen) use(seen);
  return children;
}

/**
 * A part of a page whose code is not part of the page's first load. The server renders it whole;
 * on a page the server sent, React keeps that HTML and loads and hydrates the part when it comes
 * near the screen or when the browser is next idle, whichever is first; the page counts as alive
 * once it has (web/lib/page-alive). On a page the browser renders itself, the part loads at once.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));

  return function LazyPart(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // While the first page hydrates (it still holds its answers), the server's HTML is in the box.
    const [part] = useState(() =>
      typeof document !== 'undefined' && document.getElementById(PAGE_STATE_ID) ? gate() : null,
    );

    useEffect(() => {
      if (!part || !box.current) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          part.see();
        },
        { rootMargin: NEAR_SCREEN },
      );
      observer.observe(box.current);
      const cancelIdle = whenIdle(part.see);
      return () => {
        observer.disconnect();
        cancelIdle();
      };
    }, [part]);

    return (
      <div ref={box}>
        <Suspense>
          <Gate seen={part?.seen ?? null}>
            <Loaded {...props} />
          </Gate>
          <PartAlive />
        </Suspense>
      </div>
    );
  };
}
