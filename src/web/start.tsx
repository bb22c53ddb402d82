import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { seeEveryPart } from './components/lazy-part';
import { checkSessionAtStart } from './lib/auth';
import { nextTask } from './lib/next-task';
import { pageAlive } from './lib/page-alive';
import { pageBasename, pageI18n } from './lib/page-language';
import { PAGE_STATE_ID, restorePageState } from './lib/page-state';
import { createQueryClient } from './lib/query-client';
import { createRouter } from './router';

/* The app's start, after web/main has evaluated its libraries in steps. */

// Every page has it: the server does not start with a template without it (seo/page-document).
const root = document.getElementById('root') as HTMLElement;

// A public page arrives rendered, with the answers it was made from; the rest render here.
const pageState = document.getElementById(PAGE_STATE_ID);
const client = createQueryClient();
if (pageState) restorePageState(client, pageState);

// Hydration renders the visitor's page, as the server did; the session's parts follow after.
checkSessionAtStart();

const i18n = await pageI18n;
const router = await createRouter(pageState !== null, client, pageBasename);
const app = (
  <StrictMode>
    <AppProviders client={client} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
if (pageState) {
  // In a task of its own, apart from running the screen's modules: no one task holds the page long.
  // React hydrates the shell, then each Suspense boundary of the page in the background, first
  // the one a visitor taps (and it replays the tap).
  await nextTask();
  const alive = pageAlive(root);
  // A page left before all of it came to life (an admin at the home page goes to the dashboard).
  const { location } = router.state;
  const left = new Promise<void>((resolve) =>
    router.subscribe((state) => {
      seeEveryPart();
      if (state.location !== location || state.navigation.state !== 'idle') resolve();
    }),
  );
  hydrateRoot(root, app);
  await Promise.race([alive, left]);
  // Its answers are in the cache now; without it the page shows it has come to life.
  pageState.remove();
} else {
  createRoot(root).render(app);
}

// The service worker registers itself, from a module of its own, once the page has loaded.
void import('./app/service-worker');
