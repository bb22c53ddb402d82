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

/** The parts of the first page, to be seen. */
const waiting = new Set<() => void>();

interface Part {
  seen: Promise<void>;
  see: () => void;
  /** Resolved once React has hydrated the part. */
  alive: Promise<void>;
  live: () => void;
}

function gate(): Part {
  const part = {} as Part;
  part.alive = new Promise((resolve) => (part.live = resolve));
  part.seen = new Promise((resolve) => waiting.add((part.see = resolve)));
  return part;
}

/**
 * The idle moments' line: each part waiting for one loads once the part before it is alive, not
 * all at once (their code and hydration together made long tasks that held up a tap: Lighthouse
 * put a course page's blocking time at 600 ms with them, 240 ms without). A part whose code fails
 * to load, or that is gone before it is alive, stops the line: the others still load when they
 * come near the screen, and a navigation loads them all (`seeEveryPart`).
 */
let idleLine = Promise.resolve();

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
 * near the screen or at an idle moment of the browser (one part at a time), whichever is first;
 * the page counts as alive once it has (web/lib/page-alive). On a page the browser renders
 * itself, the part loads at once.
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
        // Near: up to 600 px below the screen.
        { rootMargin: '600px' },
      );
      observer.observe(box.current);
      idleLine = idleLine
        .then(() => new Promise<void>(whenIdle))
        .then(part.see)
        .then(() => part.alive);
      return () => observer.disconnect();
    }, [part]);

    return (
      <div ref={box}>
        <Suspense>
          <Gate seen={part?.seen ?? null}>
            <Loaded {...props} />
          </Gate>
          <PartAlive then={part?.live} />
        </Suspense>
      </div>
    );
  };
}
