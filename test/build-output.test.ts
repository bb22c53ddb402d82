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
  shellFiles,
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

  it('installs: a manifest linked from the page head, with icons, the theme colour and a standalone start', async () => {
    const indexHtml = await fs.readFile(path.join(web.outDir, 'index.html'), 'utf8');
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const themeColour = /<meta name="theme-color" content="([^"]+)"/.exec(indexHtml)?.[1];
    const manifest = JSON.parse(
      await fs.readFile(path.join(web.outDir, 'manifest.webmanifest'), 'utf8'),
    ) as { icons: { src: string; sizes: string; purpose: string }[] } & Record<string, unknown>;
    expect(manifest).toMatchObject({
      start_url: '/',
      display: 'standalone',
      theme_color: themeColour,
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const { src } of manifest.icons)
      await expect(fs.stat(path.join(web.outDir, src))).resolves.toBeTruthy();
  });

  it("precaches the public screens' code in the service worker, and none of the admin's", async () => {
    const worker = await fs.readFile(path.join(web.outDir, 'sw.js'), 'utf8');
    const precached = new Set(
      [...worker.matchAll(/"(assets\/[\w.-]+\.js)"/g)].map(([, url = '']) => url),
    );
    const home = publicScreens(web).find(({ screen }) => screen === HOME_SCREEN);
    expect([...(home?.files ?? [])].filter((file) => !precached.has(file))).toEqual([]);
    expect([...precached].filter((file) => !shellFiles(web).has(file))).toEqual([]);
    const admin = modulesOf(web, precached).filter((id) => /\/admin-/.test(id));
    expect(admin).toEqual([]);
  });
});
