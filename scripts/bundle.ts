// What the built web app sends to a visitor: each public screen's JavaScript, from the build's
// manifest and the list of modules in each chunk (vite.config's chunkModules). Shared by
// scripts/check-bundle.ts (run by `npm run build`) and test/build-output.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Where vite.config's chunkModules writes which modules each chunk holds. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export const HOME_SCREEN = 'src/web/routes/home.tsx';

/** Modules only the admin's screens use: never on a public page. */
const adminModule = /^src\/web\/(routes\/admin-|app\/admin-|features\/[^/]+\/admin[-/])/;

/** React's client, which must run every page. */
const reactClient = /node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/;

/** A language's compiled messages for an area (web/lib/i18n): a page downloads its own language's. */
const catalogue = /^src\/web\/locales\/\w+\/[\w-]+\.po$/;

/**
 * A module that loads a catalogue with its code: a feature's (features/<name>/messages.ts, area
 * `<name>`) or a folder's inside it (features/<name>/<folder>/messages.ts, area `<name>-<folder>`).
 */
const featureMessages = /^src\/web\/features\/([\w-]+(?:\/[\w-]+)?)\/messages\.ts$/;

/** The catalogues counted: Hindi's, the larger (Devanagari takes 3 bytes a letter). */
const hindiCatalogue = (area: string) => `src/web/locales/hi/${area}.po`;

/** A library standing in for React: not to be bundled at all. */
const standIn = /node_modules\/(preact|preact-render-to-string|@preact\/)/;

/** The built web app in `outDir`: its manifest and the modules of each chunk. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface Build {
  outDir: string;
  manifest: Record<string, ManifestChunk>;
  /** The modules each chunk file holds. */
  modules: Record<string, string[]>;
}

export function readBuild(outDir: string): Build {
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(outDir, file), 'utf8'));
  return {
    outDir,
    manifest: read('.vite/manifest.json') as Build['manifest'],
    modules: read(CHUNK_MODULES_FILE) as Build['modules'],
  };
}

/** The files a chunk brings with its static imports. */
function closure(manifest: Build['manifest'], keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

function entryKey(manifest: Build['manifest']): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  return entry;
}

/** The files the app's entry (web/main) runs before the page has painted: it and its static imports. */
export function entryFiles({ manifest }: Build): Set<string> {
  return closure(manifest, [entryKey(manifest)]);
}

/**
 * Every public screen with the files a visitor downloads to show it: the entry, the app's steps it
 * imports (web/main) and the screen's route module, each with its static imports, and the Hindi
 * catalogues of the shell and of the features those hold.
 */
export function publicScreens({
  manifest,
  modules,
}: Build): { screen: string; files: Set<string> }[] {
  const entry = entryKey(manifest);
  const steps = (manifest[entry]?.dynamicImports ?? []).filter((key) => !catalogue.test(key));
  const app = [entry, ...steps, hindiCatalogue('shell')];
  return Object.keys(manifest)
    .filter((key) => /^src\/web\/routes\/(?!admin-)[^/]+\.tsx?$/.test(key))
    .filter((key) => manifest[key]?.isDynamicEntry)
    .map((key) => {
      const code = closure(manifest, [...app, key]);
      const areas = [...code].flatMap((file) =>
        (modules[file] ?? []).flatMap(
          (id) => featureMessages.exec(id)?.[1]?.replace('/', '-') ?? [],
        ),
      );
      return {
        screen: key,
        files: new Set([...code, ...closure(manifest, areas.map(hindiCatalogue))]),
      };
    });
}

/**
 * The app shell the service worker precaches (decision 071): what any public screen runs, with its
 * catalogues in both languages. The admin's code and the parts that load later are cached when seen.
 */
export function shellFiles(build: Build): Set<string> {
  const files = new Set(publicScreens(build).flatMap((screen) => [...screen.files]));
  for (const [key, chunk] of Object.entries(build.manifest)) {
    const hindi = build.manifest[key.replace(/^src\/web\/locales\/en\//, 'src/web/locales/hi/')];
    if (key.startsWith('src/web/locales/en/') && hindi && files.has(hindi.file))
      files.add(chunk.file);
  }
  return files;
}

/** Gzipped kilobytes of these files. */
export function gzippedKb({ outDir }: Build, files: Set<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(outDir, file))).length;
  return bytes / 1024;
}

/** The modules these files hold, as paths from the project's root. */
export function modulesOf({ modules }: Build, files: Set<string>): string[] {
  return [...files].flatMap((file) => modules[file] ?? []);
}

/** What is wrong with the build as a whole: a stand-in for React, React missing, admin code shown to visitors. */
export function bundleProblems(build: Build): string[] {
  const problems: string[] = [];
  const everything = Object.values(build.modules).flat();
  for (const module of everything.filter((id) => standIn.test(id)))
    problems.push(`${module} is bundled: the app must run on React itself`);
  for (const { screen, files } of publicScreens(build)) {
    const modules = modulesOf(build, files);
    if (!modules.some((id) => reactClient.test(id)))
      problems.push(`${screen} does not load React's client (react-dom)`);
    for (const module of modules.filter((id) => adminModule.test(id)))
      problems.push(`${screen} loads the admin's ${module}`);
  }
  return problems;
}
