import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppRender } from '#server/features/seo/app-render';
import { productionBuild } from '../helpers/vite-build';
import { adminSession } from '../helpers/catalogue';
import { pngImage } from '../helpers/files';
import { as, multipart } from '../helpers/requests';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

export const PUBLIC_URL = 'https://vidya.example';

export const HINDI_FONTS = {
  'src/web/fonts/noto-sans-devanagari-400.woff2': 'assets/noto-sans-devanagari-400-d4.woff2',
};

/**
 * The build's stylesheet, linked from the template: a rule for any page, one for a class the app
 * puts on the course page, and one for a class no page has.
 */
export const STYLESHEET = {
  file: 'assets/index-s1.css',
  css: 'h1{margin:0}.lg\\:mx-auto{margin-inline:auto}.on-no-page{color:red}',
};

/**
 * A build's manifest as the pages read it: the entry with its stylesheet, the app it imports in a
 * step, and the course screen, sharing chunks; and the Hindi pages' font faces.
 */
export const BUILD_MANIFEST = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/web/start.tsx'],
    css: [STYLESHEET.file],
  },
  'src/web/start.tsx': { file: 'assets/start-a1.js', imports: ['_shared.js', '_app.js'] },
  '_app.js': { file: 'assets/app-p1.js' },
  '_shared.js': { file: 'assets/shared-s1.js' },
  'src/web/routes/course-detail.tsx': {
    file: 'assets/course-detail-c1.js',
    imports: ['_shared.js', '_app.js', '_form.js'],
  },
  '_form.js': { file: 'assets/form-f1.js' },
  ...Object.fromEntries(Object.entries(HINDI_FONTS).map(([source, file]) => [source, { file }])),
};

let appRender: Promise<AppRender> | undefined;

/** The web app's server render, built from the source as `npm run build` does, once a process. */
function builtAppRender(): Promise<AppRender> {
  appRender ??= (async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seo-app-render-'));
    process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
    await productionBuild({
      build: { ssr: 'src/web/entry-server.tsx', outDir, manifest: false, minify: false },
    });
    const entry = path.join(outDir, 'entry-server.js');
    return (await import(entry)) as AppRender;
  })();
  return appRender;
}

/**
 * A site serving pages made from the project's own index.html, at a public address; the public
 * pages come rendered by the app unless `rendered` is false.
 */
export async function startSeoSite(
  rendered = true,
): Promise<{ site: TestSite; app: FastifyInstance }> {
  const site = await createTestSite({ PUBLIC_URL });
  const webRoot = path.join(site.dataDir, 'web');
  await fs.mkdir(webRoot, { recursive: true });
  const template = await fs.readFile(path.resolve('index.html'), 'utf8');
  await fs.writeFile(
    path.join(webRoot, 'index.html'),
    template.replace(
      '</head>',
      `<link rel="stylesheet" crossorigin href="/${STYLESHEET.file}"></head>`,
    ),
  );
  await fs.mkdir(path.join(webRoot, '.vite'));
  await fs.writeFile(path.join(webRoot, '.vite/manifest.json'), JSON.stringify(BUILD_MANIFEST));
  await fs.mkdir(path.join(webRoot, 'assets'));
  await fs.writeFile(path.join(webRoot, STYLESHEET.file), STYLESHEET.css);
  for (const [source, file] of Object.entries(HINDI_FONTS))
    await fs.copyFile(source, path.join(webRoot, file));
  const appRender = rendered ? await builtAppRender() : undefined;
  const app = await startApp(site, { webRoot, appRender });
  return { site, app };
}

/** Makes news items and blog posts as an admin does, through the API. */
export async function articleWriter(app: FastifyInstance) {
  const admin = await adminSession(app);
  const create = async (url: string, fields: Record<string, string>, imageField: string) => {
    const res = await as(app, admin, {
      method: 'POST',
      url,
      ...(await multipart(fields, {
        [imageField]: { name: 'cover.png', data: await pngImage(1600, 900) },
      })),
    });
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
    return res.json().data as { _id: string; createdAt: string; updatedAt: string };
  };
  return {
    news: (headline: string, description: string, published = true) =>
      create(
        '/api/v1/news/createNews',
        { newsHeadline: headline, newsDescription: description, isPublished: String(published) },
        'newsImage',
      ),
    post: (title: string, description: string, published = true) =>
      create(
        '/api/v1/blog/create',
        {
          BlogTitle: title,
          Instructor: 'Meera Iyer',
          BlogType: 'Python',
          Description: description,
          isPublished: String(published),
        },
        'BlogUrl',
      ),
  };
}
