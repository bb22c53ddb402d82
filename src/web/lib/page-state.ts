import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The element holding the answers a server-rendered page was made from. */
export const PAGE_STATE_ID = 'page-state';

/**
 * Puts the answers the server rendered the page with into the browser's cache, so hydration
 * shows the same page and asks for nothing. They count as fetched now: the page carrying them
 * was revalidated on this load and changes whenever the data does.
 */
export function restorePageState(client: QueryClient, element: HTMLElement): void {
  const state = JSON.parse(element.textContent ?? '{}') as DehydratedState;
  const now = Date.now();
  for (const query of state.queries ?? []) query.state.dataUpdatedAt = now;
  hydrate(client, state);
}
