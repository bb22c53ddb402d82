import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bundleProblems,
  entryFiles,
  HOME_SCREEN,
  modulesOf,
  publicScreens,
  readBuild,
  type Build,
} from '../scripts/bundle';
import { productionBuild } from './helpers/vite-build';

/** The browser's build, made from the source as `npm run build` makes it. */
let web: Build;

beforeAll(async () => {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'web-build-'));
  process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
  await productionBuild({ build: { outDir } });
  web = readBuild(outDir);
}, 120_000);

describe('the web app as built', () => {
  it('runs on React itself: its client is on every public screen, and nothing stands in for it', () => {
    const everything = Object.values(web.modules).flat();
    expect(everything.filter((id) => /preact/.test(id))).toEqual([]);
    const home = publicScreens(web).find(({ screen }) => screen === HOME_SCREEN);
    const modules = modulesOf(web, home?.files ?? new Set());
    expect(modules).toContainEqual(
      expect.stringMatching(/node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/),
    );
    expect(modules).toContainEqual(expect.stringMatching(/node_modules\/react\/cjs\/react\./));
    expect(bundleProblems(web)).toEqual([]);
  });

  it('paints a page before fetching React: the entry imports no package, and ships the production router', () => {
    const beforePaint = modulesOf(web, entryFiles(web));
    expect(beforePaint).toContain('src/web/main.tsx');
    expect(beforePaint.filter((id) => id.includes('node_modules/'))).toEqual([]);
    const everything = Object.values(web.modules).flat();
    expect(everything.filter((id) => id.includes('react-router/dist/development/'))).toEqual([]);
    expect(everything).toContainEqual(
      expect.stringMatching(/node_modules\/react-router\/dist\/production\//),
    );
  });

  it('keeps the admin screens out of every public screen', () => {
    const screens = publicScreens(web);
    expect(screens.length).toBeGreaterThan(20);
    for (const { screen, files } of screens) {
      const admin = modulesOf(web, files).filter((id) => /\/admin-/.test(id));
      expect(admin, screen).toEqual([]);
    }
  });
});
