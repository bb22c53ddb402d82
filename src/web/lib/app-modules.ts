import { APP_MODULES_ID } from '#common/app-modules';
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
  // The whole stylesheet, when the page carries only part of it, or a module.
  link.rel = href.endsWith('.css') ? 'stylesheet' : 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

const pageList = () => document.getElementById(APP_MODULES_ID);

/**
 * Fetches the modules the server listed for this page side by side, before they are imported,
 * a few tags per task; first the whole stylesheet when the page carries only part of it.
 */
export async function preloadAppModules(): Promise<void> {
  const list = pageList()?.textContent;
  for (const [index, href] of (list ? (JSON.parse(list) as string[]) : []).entries()) {
    if (index > 0 && index % PRELOADS_PER_TASK === 0) await nextTask();
    preload(href);
  }
}

let screenModules: Promise<Record<string, string[] | undefined>> | undefined;

/**
 * Every screen's own modules, by route id, from the address the page names: fetched once, and
 * cached by the browser for as long as the build is the same.
 */
export function loadScreenModules(): Promise<Record<string, string[] | undefined>> {
  screenModules ??= fetch(pageList()?.dataset.screens ?? '')
    .then((answer) => answer.json())
    .catch(() => ({}));
  return screenModules;
}

/**
 * Fetches a screen's modules side by side as its route starts loading, instead of each chunk's
 * imports only once the chunk has arrived: one round trip to show it instead of two or three.
 */
export function preloadScreen(id: string): void {
  void loadScreenModules().then((screens) => screens[id]?.forEach(preload));
}
