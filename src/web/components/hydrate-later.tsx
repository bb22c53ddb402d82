import { Suspense, useState, type ReactNode } from 'react';
import { takeTurn, turnHasCome } from '../lib/hydration-queue';

function WaitForTurn({ children }: { children: ReactNode }) {
  const [turn] = useState(takeTurn);
  // Suspending while hydrating keeps the server's HTML on screen until the turn comes.
  if (turn && !turnHasCome(turn)) throw turn;
  return children;
}

/**
 * A part of a server-rendered page that comes to life in a task of its own, after the parts
 * before it (lib/hydration-queue). Its one wrapping element keeps the server's HTML in place.
 * What it shows must be the same for everyone (a layout's part, a page's fixed sections): if its
 * parent re-rendered it with the session's data before its turn, it would hydrate that data over
 * the visitor's HTML, and Preact keeps the old attributes.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>
        <div className="contents">{children}</div>
      </WaitForTurn>
    </Suspense>
  );
}
