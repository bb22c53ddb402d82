import { nextTask } from './next-task';

/**
 * Hydration in steps. A phone takes a few hundred milliseconds to bring a whole page to life in one
 * go, and a tap meanwhile waits for all of it. Parts marked to hydrate later take a task each,
 * in page order, so the browser can answer in between.
 */
let hydrating = false;
let queue: Promise<void> = Promise.resolve();
const done = new WeakSet<Promise<void>>();

/**
 * Runs `hydrate` (which renders the page over the server's HTML) with the steps enabled, until
 * every part is alive: a part coming to life may hold parts of its own, which queue behind it.
 */
export async function hydrateInSteps(hydrate: () => void): Promise<void> {
  hydrating = true;
  try {
    hydrate();
    let last: Promise<void>;
    do {
      last = queue;
      // A part renders as its turn resolves; one task later it is alive.
      await last.then(nextTask);
    } while (last !== queue);
  } finally {
    hydrating = false;
  }
}

/** During hydration, the turn a part waits for; otherwise undefined (it renders at once). */
export function takeTurn(): Promise<void> | undefined {
  if (!hydrating) return undefined;
  const turn = queue.then(nextTask);
  void turn.then(() => done.add(turn));
  queue = turn;
  return turn;
}

/** Whether a turn has come. */
export const turnHasCome = (turn: Promise<void>) => done.has(turn);
