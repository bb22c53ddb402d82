import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_MEDIA_PREFIX, contentTypeOf, type Storage } from '../services/storage';

const immutable = 'public, max-age=31536000, immutable';
/** The built-in banner and sample pictures change only with a release; an admin's own get new URLs. */
const builtInPictures = /^(banners|certificates)\/[\w-]+\.svg$/;
const aWeek = 'public, max-age=604800';
const notAPage = /^\/(api|media)(\/|\?|$)/;
/** The service worker and the web app manifest the build writes (vite.config's installableApp). */
const SERVICE_WORKER = 'sw.js';
const APP_MANIFEST = 'manifest.webmanifest';

/** A page of the web app for a path: its status and its whole HTML. */
export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

/** The build's record of its chunks (Vite's `.vite/manifest.json`), as far as pages read it. */
export type BuildManifest = Record<
  string,
  {
    file: string;
    isEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
  }
>;

/** Makes the page for a path with its query string. */
export type PageRenderer = (url: string) => Promise<RenderedPage>;

/** The pages of the web app, and the JSON they point to, made at start, by its path. */
export interface Pages {
  render: PageRenderer;
  json: Record<string, string>;
}

export interface WebAppOptions {
  /** Folder of the built React app (holds index.html); absent in API-only runs. */
  webRoot?: string;
  /** Public uploads, served under /media/: a folder, or the storage they are streamed from. */
  media: string | Storage;
  /** Called for every page load of the web app (not for assets or API calls). */
  onPageView?: (request: FastifyRequest) => Promise<void>;
  /**
   * Makes each page from the built index.html and the build's manifest, read once, at start, and
   * the build's files (its stylesheets) by their path in the web app's folder.
   */
  pages: (template: string, manifest: BuildManifest, readAsset: (file: string) => string) => Pages;
}

/**
 * Serves public uploads, the built web app with long-lived caching for hashed assets, and a page
 * made from the app's index.html for every other non-API path so deep links work (404 for a path
 * the app does not know). Unknown API paths get a 404 envelope.
 */
export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  await serveMedia(app, options.media);

  const webRoot =
    options.webRoot && fs.existsSync(path.join(options.webRoot, 'index.html'))
      ? options.webRoot
      : undefined;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // The template is never sent as it is: /index.html is a path like any other.
      globIgnore: ['index.html'],
      setHeaders: (res, file) => {
        const relative = path.relative(webRoot, file);
        if (relative.startsWith(`assets${path.sep}`)) res.setHeader('cache-control', immutable);
        // The service worker and the manifest are revalidated every time: a deploy reaches
        // every visitor with their next page (decision 071).
        else if (relative === SERVICE_WORKER || relative === APP_MANIFEST)
          res.setHeader('cache-control', 'no-cache');
        else if (builtInPictures.test(relative)) res.setHeader('cache-control', aWeek);
        else res.setHeader('cache-control', 'public, max-age=3600');
      },
    });
  }
  if (webRoot) {
    const template = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    const manifestFile = path.join(webRoot, '.vite/manifest.json');
    const manifest = fs.existsSync(manifestFile)
      ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest)
      : {};
    const pages = options.pages(template, manifest, (file) =>
      fs.readFileSync(path.join(webRoot, file), 'utf8'),
    );
    // Its address names its content: it changes only with a new build.
    for (const [jsonPath, json] of Object.entries(pages.json)) {
      app.get(jsonPath, async (_request, reply) =>
        reply.header('cache-control', immutable).type('application/json').send(json),
      );
    }
    // Every path no file or API route claims is a page of the app (HEAD included). A page is the
    // same for everyone who asks (the app fills in the session's parts in the browser), so it is
    // made once and reused until the data changes; browsers revalidate it each time by its ETag.
    app.get(
      '/*',
      {
        config: { shared: 'everyone' },
        onRequest: async (request) => {
          if (notAPage.test(request.url)) return;
          await options.onPageView?.(request).catch((error: unknown) => {
            request.log.error({ err: error }, 'visit not recorded');
          });
        },
      },
      async (request, reply) => {
        if (notAPage.test(request.url)) return reply.callNotFound();
        const page = await pages.render(request.url);
        return reply
          .code(page.status)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(page.html);
      },
    );
  }

  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send({ success: false, message: 'Not found.' }),
  );
});

/** Public media keys are random and never rewritten, so they can be cached for good. */
async function serveMedia(app: FastifyInstance, media: string | Storage): Promise<void> {
  if (typeof media === 'string') {
    fs.mkdirSync(media, { recursive: true });
    await app.register(fastifyStatic, {
      root: media,
      prefix: PUBLIC_MEDIA_PREFIX,
      index: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', immutable),
    });
    return;
  }
  app.get<{ Params: { '*': string } }>(`${PUBLIC_MEDIA_PREFIX}*`, async (request, reply) => {
    const key = `public/${request.params['*']}`;
    const stream = await media.read(key).catch(() => undefined);
    if (!stream) return reply.code(404).send({ success: false, message: 'Not found.' });
    return reply
      .header('content-type', contentTypeOf(key))
      .header('cache-control', immutable)
      .send(stream);
  });
}
