import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { onDataChange } from '../db/data-changes';
import type { ChangeFeed } from '../services/change-feed';
import {
  describe,
  etagOf,
  holds,
  outgoing,
  whenReady,
  written,
  type CachedResponse,
  type CacheTally,
  type Shared,
} from './cached-response';
import { addRouteHook } from './route-hooks';
import { mayCarrySession } from './sessions';
import { API_PREFIX } from '#common/api';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a request from the response cache, before Fastify sees it (the server calls this
     * first): a GET of the API without a session whose response is cached. False when it is not.
     */
    answerFromCache(request: IncomingMessage, response: ServerResponse): boolean;
    /** The body of the cached answer to a visitor's GET of `url`, if there is one. */
    cachedBody(url: string): string | undefined;
  }
  interface FastifyContextConfig {
    /**
     * A public read whose response is computed once and reused until the data changes: the same
     * response for `everyone`, or one for `visitors` (no session) while users get their own.
     */
    shared?: 'everyone' | 'visitors';
  }
  interface FastifyRequest {
    /**
     * A shared route's response about to be computed: where it is cached (null when it cannot
     * be: a user's own, or the feed is down) and the data generation it read.
     */
    sharedSlot: { shared: 'everyone' | 'visitors'; key: string | null; generation: number } | null;
    /** Answered from the response cache: counted in the log once a minute, not a line alone. */
    answeredFromCache: boolean;
  }
}

/** Distinct query strings are distinct responses; past this many, the oldest is dropped. */
const MAX_CACHED = 500;
const JSON_TYPE = 'application/json; charset=utf-8';

/** Through Fastify (a request with a session, HEAD, an injected request): its hooks wait. */
function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedResponse,
  tally: CacheTally,
) {
  request.answeredFromCache = true;
  whenReady(outgoing(cached, request.headers, tally), ({ status, headers, body }) => {
    reply.code(status).headers(headers).send(body);
  });
}

const A_DAY = 86_400_000;
const INDIA_OFFSET = 19_800_000;
/** Milliseconds until the next midnight in India (UTC+05:30 all year). */
const untilIndiaMidnight = () => A_DAY - ((Date.now() + INDIA_OFFSET) % A_DAY);

/**
 * The response cache. Responses of routes declaring `config.shared` are cached in memory by URL
 * and dropped whenever a committed write may have changed them, here or (through the change feed)
 * on another server; while the feed is down nothing is cached. Every such response carries an
 * ETag, and a client that holds it gets 304; a client that accepts Brotli or gzip gets the body
 * compressed once. The whole cache is also dropped at midnight in India. A GET that carries no
 * session is answered by `answerFromCache` before Fastify sees it, or (HEAD, injected) before any
 * later hook runs: none of them can change a cached response. One with a session is answered
 * after its user is known. Cached responses are counted in the log once a minute.
 */
export const responseCache = fp(async (app: FastifyInstance, { feed }: { feed: ChangeFeed }) => {
  const cache = new Map<string, CachedResponse>();
  let generation = 0;
  const forget = () => {
    generation++;
    cache.clear();
  };
  onDataChange(app.db, () => {
    forget();
    feed.publish();
  });
  feed.onChange(forget);
  // Pages and responses that read today's date in India (upcoming batches) are made afresh each day.
  let midnight: NodeJS.Timeout;
  const forgetAtMidnight = () => {
    midnight = setTimeout(() => {
      forget();
      forgetAtMidnight();
    }, untilIndiaMidnight()).unref();
  };
  forgetAtMidnight();
  // A cached response is the same bytes for everyone: its count is the news, not a line per
  // request.
  const tally: CacheTally = { sent: 0, notModified: 0 };
  const logTally = () => {
    if (tally.sent + tally.notModified === 0) return;
    app.log.info({ cachedResponses: { ...tally } }, 'cached responses sent');
    tally.sent = tally.notModified = 0;
  };
  const everyMinute = setInterval(logTally, 60_000).unref();
  app.addHook('onClose', () => {
    clearTimeout(midnight);
    clearInterval(everyMinute);
    logTally();
    return feed.close();
  });
  await feed.open();
  app.decorateRequest('sharedSlot', null);
  app.decorateRequest('answeredFromCache', false);

  // Most reads of a visitor's pages end here, with none of Fastify's work for a request; what they
  // send is what the hook below would (a test compares the two).
  app.decorate('answerFromCache', (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '';
    const cached =
      request.method === 'GET' &&
      url.startsWith(API_PREFIX) &&
      !mayCarrySession(request) &&
      feed.live() &&
      cache.get(url);
    if (!cached) return false;
    whenReady(outgoing(cached, request.headers, tally), (form) => {
      response.writeHead(form.status, (form.written ??= written(form))).end(form.body);
    });
    return true;
  });

  // A page's render reads the API as a visitor (features/seo/app-render), mostly what is cached.
  app.decorate('cachedBody', (url: string) => (feed.live() ? cache.get(url)?.text : undefined));

  // A callback hook (no promise): it runs on every request. Only the API's responses leave here;
  // a page counts its visit in its own hook first.
  app.addHook('onRequest', (request, reply, done) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    const cached =
      read &&
      request.url.startsWith(API_PREFIX) &&
      !mayCarrySession(request) &&
      feed.live() &&
      cache.get(request.url);
    if (cached) sendCached(request, reply, cached, tally);
    else done();
  });

  // A callback hook: a cached response may leave once its compression is done.
  const reuse =
    (shared: Shared) => (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const cacheable = feed.live() && !(shared === 'visitors' && request.user);
      const cached = cacheable && cache.get(request.url);
      if (cached) return sendCached(request, reply, cached, tally);
      request.sharedSlot = { shared, key: cacheable ? request.url : null, generation };
      done();
    };
  app.addHook('onRoute', (route) => {
    const shared = route.config?.shared;
    if (shared) addRouteHook(route, 'onRequest', reuse(shared));
  });

  // Before the routes' own hooks (compression, HEAD's), so it sees the JSON text; a callback
  // hook, so that other responses pass it without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const slot = request.sharedSlot;
    if (!slot || reply.statusCode !== 200 || typeof payload !== 'string') return done();
    const etag = etagOf(payload);
    const headers = {
      etag,
      'content-type': String(reply.getHeader('content-type') ?? JSON_TYPE),
      ...describe(slot.shared),
    };
    reply.headers(headers);
    if (slot.key !== null && slot.generation === generation) {
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value ?? '');
      cache.set(slot.key, {
        etag,
        text: payload,
        plain: { status: 200, headers, body: Buffer.from(payload) },
        notModified: { status: 304, headers, body: '' },
        encoded: {},
      });
    }
    if (!holds(request.headers, etag)) return done();
    reply.code(304);
    done(null, '');
  });
});
