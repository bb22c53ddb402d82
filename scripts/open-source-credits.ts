// The open-source packages the site runs on, with each one's licence, read from the installed
// packages when the site is built (vite.config's openSourceCredits) for the credits page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Credit } from '#common/credits';

interface Manifest {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: { type?: string }[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const readManifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

/** The licence a package declares, in any of the forms npm has known; 'Not stated' without one. */
function licenceOf(manifest: Manifest): string {
  const { license, licenses } = manifest;
  if (typeof license === 'string' && license.trim()) return license.trim();
  if (typeof license === 'object' && license.type) return license.type;
  const types = (licenses ?? []).flatMap((l) => (l.type ? [l.type] : []));
  return types.length > 0 ? types.join(' OR ') : 'Not stated';
}

/** Where Node finds `name` for the package in `from`: its own node_modules, then its parents'. */
function resolve(name: string, from: string, root: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || dir === path.dirname(dir)) return undefined;
  }
}

/** What a package needs at run time: its dependencies, those optional ones installed, its peers. */
function runtimeNeeds(manifest: Manifest): string[] {
  const optionalPeer = (name: string) => manifest.peerDependenciesMeta?.[name]?.optional === true;
  return [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optionalPeer(name)),
  ];
}

/**
 * Every package the production build runs, from the project's `dependencies` down through theirs
 * (dev dependencies left out), once per name and version, by name. `direct` marks the project's own.
 */
export function listCredits(root = process.cwd()): Credit[] {
  const direct = Object.keys(readManifest(root).dependencies ?? {});
  const credits = new Map<string, Credit>();
  const seen = new Set<string>();
  const visit = (name: string, from: string) => {
    const dir = resolve(name, from, root);
    if (!dir || seen.has(dir)) return;
    seen.add(dir);
    const manifest = readManifest(dir);
    const version = manifest.version ?? '';
    const key = `${name}@${version}`;
    if (!credits.has(key))
      credits.set(key, { name, version, licence: licenceOf(manifest), direct: false });
    for (const need of runtimeNeeds(manifest)) visit(need, dir);
  };
  for (const name of direct) visit(name, root);
  for (const name of direct) {
    const dir = resolve(name, root, root);
    const credit = dir && credits.get(`${name}@${readManifest(dir).version ?? ''}`);
    if (credit) credit.direct = true;
  }
  return [...credits.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}
