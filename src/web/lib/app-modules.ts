import { APP_MODULES_ID, SCREEN_MODULES_ID } from '#common/app-modules';
import { nextTask } from './next-task';

/** The longest the app's code waits for the page's lead picture before it loads anyway. */
const LEAD_PICTURE_WAIT_MS = 1000;

/**
 * Waits until the page the server sent is on screen, with its lead picture (the one fetched with
 * high priority) when it has one. Until then the picture has the network to itself.
 */
export async function pageOnScreen(): Promise<void> {
  // A page opened in the background paints nothing until it is shown; its app starts at once.
  if (document.visibilityState !== 'visible') return;
  const lead = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (lead) {
    await Promise.race([
      lead.decode().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, LEAD_PICTURE_WAIT_MS)),
    ]);
  }
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** How many preload tags go in at a time: adding one takes a phone a millisecond or more. */
const PRELOADS_PER_TASK = 2;

const preloaded = new Set<string>();

function preload(href: string) {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

function listed<T>(id: string, none: T): T {
  const list = document.getElementById(id)?.textContent;
  return list ? (JSON.parse(list) as T) : none;
}

/**
 * Fetches the modules the server listed for this page side by side, before they are imported,
 * a few tags per task.
 */
export async function preloadAppModules(): Promise<void> {
  for (const [index, href] of listed<string[]>(APP_MODULES_ID, []).entries()) {
    if (index > 0 && index % PRELOADS_PER_TASK === 0) await nextTask();
    preload(href);
  }
}

let screenModules: Record<string, string[]> | undefined;

/**
 * Fetches a screen's modules side by side as its route starts loading, instead of each chunk's
 * imports only once the chunk has arrived: one round trip to show it instead of two or three.
 */
export function preloadScreen(id: string): void {
  screenModules ??= listed<Record<string, string[]>>(SCREEN_MODULES_ID, {});
  for (const href of screenModules[id] ?? []) preload(href);
}
