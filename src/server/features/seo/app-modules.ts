import { createHash } from 'node:crypto';
import { APP_MODULES_ID } from '#common/app-modules';
import type { BuildManifest } from '#server/plugins/web-app';

/**
 * The screens of a page the app rendered, by route id (undefined for a page the app renders in the
 * browser), to the list of the app's modules it runs, with the address of every screen's own
 * modules (for the screens the app shows later).
 */
export type AppModules = (rendered: string[] | undefined) => string;

export interface AppModuleLists {
  forPage: AppModules;
  /** Every screen's own modules, by route id: JSON the app fetches once, at its address. */
  screens: { path: string; json: string };
}

/**
 * The app's modules a page runs beyond the entry's own imports: those the entry imports in steps,
 * and a rendered page's screen modules (web/routes/<id>) with the chunks they import. The app
 * preloads them side by side once the page is on screen (web/lib/app-modules), instead of finding
 * each one's imports only after it has arrived. A screen the app shows later has its own modules
 * preloaded the same way when its route loads.
 */
export function appModules(manifest: BuildManifest): AppModuleLists {
  const withImports = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return into;
    into.add(key);
    for (const imported of chunk.imports ?? []) withImports(imported, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const fetchedByEntry = entry ? withImports(entry, new Set()) : new Set<string>();
  // The entry imports the app in steps (web/main), every page all of them.
  const steps = new Set<string>();
  for (const step of (entry && manifest[entry]?.dynamicImports) || []) withImports(step, steps);
  const files = (keys: Set<string>, known: Set<string>) =>
    [...keys].filter((key) => !known.has(key)).map((key) => `/${manifest[key]?.file}`);

  // A screen's id names its route module: web/routes/<id>.tsx or .ts.
  const screenSources = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const screen = /^src\/web\/routes\/([\w-]+)\.tsx?$/.exec(key)?.[1];
    if (screen) screenSources.set(screen, key);
  }
  const everyPage = new Set([...fetchedByEntry, ...steps]);
  const screens: Record<string, string[]> = {};
  for (const [screen, source] of screenSources) {
    screens[screen] = files(withImports(source, new Set()), everyPage);
  }
  const json = JSON.stringify(screens);
  const path = `/screen-modules.${createHash('sha256').update(json).digest('base64url').slice(0, 12)}.json`;

  const entryCss = entry ? manifest[entry]?.css : undefined;
  const made = new Map<string, string>();
  const forPage: AppModules = (rendered) => {
    const id = rendered ? `rendered ${rendered.join(' ')}` : '';
    let list = made.get(id);
    if (list === undefined) {
      const keys = new Set(steps);
      for (const screen of rendered ?? []) {
        const source = screenSources.get(screen);
        if (source) withImports(source, keys);
      }
      // A page the app rendered carries only the rules it uses (seo/page-styles): the whole
      // stylesheet comes first, ahead of the app's code, for what the app draws that the server
      // did not.
      const sheets = rendered ? (entryCss ?? []).map((file) => `/${file}`) : [];
      const all = [...sheets, ...files(keys, fetchedByEntry)];
      list = `<script type="application/json" id="${APP_MODULES_ID}" data-screens="${path}">${JSON.stringify(all)}</script>`;
      // A page the app renders in the browser asks for a screen's modules as soon as it starts:
      // the list is on its way with the app's code (fetch() takes the preloaded answer).
      if (!rendered) list += `<link rel="preload" href="${path}" as="fetch" crossorigin>`;
      made.set(id, list);
    }
    return list;
  };
  return { forPage, screens: { path, json } };
}
