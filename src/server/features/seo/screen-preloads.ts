import type { BuildManifest } from '../../plugins/web-app';

/** The screens of a rendered page, by route id, to the tags that preload their modules. */
export type ScreenPreloads = (screens: string[]) => string;

/**
 * `<link rel="modulepreload">` tags for the app's modules a page runs beyond the entry's own tags:
 * those the entry imports in steps, and a rendered page's screen modules (web/routes/<id>) with the
 * chunks they import. They download beside the entry instead of after it has run, and the app finds
 * them there instead of adding the tags itself.
 */
export function screenPreloads(manifest: BuildManifest): ScreenPreloads {
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
    let tags = made.get(id);
    if (tags === undefined) {
      const keys = new Set<string>();
      // The entry imports the app in steps (web/main), every page all of them.
      for (const step of (entry && manifest[entry]?.dynamicImports) || []) withImports(step, keys);
      for (const screen of screens) {
        for (const source of [`src/web/routes/${screen}.tsx`, `src/web/routes/${screen}.ts`]) {
          withImports(source, keys);
        }
      }
      tags = [...keys]
        .filter((key) => !fetchedByEntry.has(key))
        .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)
        .join('');
      made.set(id, tags);
    }
    return tags;
  };
}
