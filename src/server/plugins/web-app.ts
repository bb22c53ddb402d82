import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_MEDIA_PREFIX } from '../services/storage';

const immutable = 'public, max-age=31536000, immutable';
const notAPage = /^\/(api|media)(\/|\?|$)/;

export interface WebAppOptions {
  /** Folder of the built React app (holds index.html); absent in API-only runs. */
  webRoot?: string;
  /** Folder of public uploads, served under /media/. */
  mediaRoot: string;
  /** Called for every page load of the web app (not for assets or API calls). */
  onPageView?: (request: FastifyRequest) => Promise<void>;
}

/**
 * Serves public uploads, the built web app with long-lived caching for hashed assets, and the
 * app's index.html for every other non-API path so deep links work. Unknown API paths get a 404
 * envelope.
 */
export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  fs.mkdirSync(options.mediaRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.mediaRoot,
    prefix: PUBLIC_MEDIA_PREFIX,
    index: false,
    decorateReply: false,
    cacheControl: false,
    // Public media keys are random and never rewritten, so they can be cached for good.
    setHeaders: (res) => res.setHeader('cache-control', immutable),
  });

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
      setHeaders: (res, file) => {
        const relative = path.relative(webRoot, file);
        if (relative === 'index.html') res.setHeader('cache-control', 'no-cache');
        else if (relative.startsWith(`assets${path.sep}`))
          res.setHeader('cache-control', immutable);
        else res.setHeader('cache-control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !notAPage.test(request.url);
    if (webRoot && isPage) {
      await options.onPageView?.(request).catch((error: unknown) => {
        request.log.error({ err: error }, 'visit not recorded');
      });
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ success: false, message: 'Not found.' });
  });
});
