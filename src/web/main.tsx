import { pageOnScreen, preloadAppModules } from './lib/app-modules';
import { nextTask } from './lib/next-task';
import { pageInChosenLanguage } from './lib/language-choice';
import './styles.css';

// A visitor who chose a language sees the page in it.
const chosen = pageInChosenLanguage();
if (chosen) {
  window.location.replace(chosen);
  await new Promise(() => {});
}

// Zod probes for `new Function` to compile faster checks as soon as a schema is built, which the
// Content-Security-Policy reports as a refused eval. This is `z.config({ jitless: true })` through
// the global every copy of Zod reads its settings from, so the home route does not carry Zod's core.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodSettings.__zod_globalConfig ??= {}), { jitless: true });

// The page the server sent is painted first, and its modules fetched only then: on a slow phone
// every download competes with the page's own, whatever its priority.
await pageOnScreen();
void preloadAppModules();

// Evaluating all of the app's code in one task holds a phone for the whole of it; the query cache,
// the router's library, the router with the site's layout, and the app's start evaluate in tasks of
// their own, so a tap can be answered in between.
await import('./lib/query-client');
await nextTask();
await import('./lib/router-library');
await nextTask();
await import('./router');
await nextTask();
await import('./start');
