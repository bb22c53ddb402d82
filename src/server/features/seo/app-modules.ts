import { APP_MODULES_ID } from '#common/app-modules';
import type { BuildManifest } from '../../plugins/web-app';

/** The screens of a rendered page, by route id, to the list of the app's modules it runs. */
export type AppModules = (screens: string[]) => string;

/**
 * The app's modules a page runs beyond the entry's own imports: those the entry imports in steps,
 * and a rendered page's screen modules (web/routes/<id>) with the chunks they import. The app
 * preloads them side by side once the page is on screen (web/lib/app-modules), instead of finding
 * each one's imports only after it has arrived.
 */
export function appModules(manifest: BuildManifest): AppModules {
  const withImports = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return into;
    into.add(key);
    for (const imported of chunk.imports ?? []) withImports(imported, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const fetchedByEntry = entry ? withImports(entry, new Set()) : new Set<string>();
  const made = new Map<string, string>();
  return (screens) => {
    const id = screens.join(' ');
    let list = made.get(id);
    if (list === undefined) {
      const keys = new Set<string>();
      // The entry imports the app in steps (web/main), every page all of them.
      for (const step of (entry && manifest[entry]?.dynamicImports) || []) withImports(step, keys);
      for (const screen of screens) {
        for (const source of [`src/web/routes/${screen}.tsx`, `src/web/routes/${screen}.ts`]) {
          withImports(source, keys);
        }
      }
      const files = [...keys]
        .filter((key) => !fetchedByEntry.has(key))
        .map((key) => `/${manifest[key]?.file}`);
      list = `<script type="application/json" id="${APP_MODULES_ID}">${JSON.stringify(files)}</script>`;
      made.set(id, list);
    }
    return list;
  };
}
