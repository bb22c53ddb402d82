import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { onDataChange } from '../db/data-changes';
import type { ChangeFeed } from '../services/change-feed';
import { addRouteHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public read whose answer is computed once and reused until the data changes: the same
     * answer for `everyone`, or one for `visitors` (no session) while users get their own.
     */
    shared?: 'everyone' | 'visitors';
  }
  interface FastifyRequest {
    /** Where this request's answer is kept once computed, and the data generation it read. */
    sharedSlot: { key: string; generation: number } | null;
  }
}

interface Answer {
  body: string;
  etag: string;
  type: string;
}

/** Distinct query strings are distinct answers; past this many, the oldest is dropped. */
const MAX_ANSWERS = 500;
const JSON_TYPE = 'application/json; charset=utf-8';

const etagOf = (body: string) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether the client already holds this answer (weak comparison, as for GET). */
function holds(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.slice(2);
  return header.split(',').some((tag) => ['*', bare].includes(tag.trim().replace(/^W\//, '')));
}

/**
 * Answers of routes declaring `config.shared` are kept in memory by URL and dropped whenever a
 * committed write may have changed them, here or (through the change feed) on another server;
 * while the feed is down nothing is kept. Every such answer carries an ETag, and a client that
 * holds it gets 304.
 */
export const sharedAnswers = fp(async (app: FastifyInstance, { feed }: { feed: ChangeFeed }) => {
  const answers = new Map<string, Answer>();
  let generation = 0;
  const forget = () => {
    generation++;
    answers.clear();
  };
  onDataChange(app.db, () => {
    forget();
    feed.publish();
  });
  feed.onChange(forget);
  app.addHook('onClose', () => feed.close());
  await feed.open();
  app.decorateRequest('sharedSlot', null);

  const reuse = async (request: FastifyRequest, reply: FastifyReply) => {
    const shared = request.routeOptions.config.shared;
    if (!feed.live() || (shared === 'visitors' && request.user)) return;
    const answer = answers.get(request.url);
    if (!answer) {
      request.sharedSlot = { key: request.url, generation };
      return;
    }
    reply.header('etag', answer.etag).type(answer.type);
    return reply.send(answer.body);
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.shared) return;
    addRouteHook(route, 'onRequest', reuse);
  });

  // Runs before compression (registered later), so it sees the JSON text.
  app.addHook('onSend', async (request, reply, payload) => {
    const shared = request.routeOptions.config.shared;
    if (!shared || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    reply.header('cache-control', 'no-cache');
    if (shared === 'visitors') reply.header('vary', 'Authorization, Cookie');
    let etag = reply.getHeader('etag') as string | undefined;
    if (!etag) {
      etag = etagOf(payload);
      reply.header('etag', etag);
      const slot = request.sharedSlot;
      if (slot && slot.generation === generation) {
        if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value ?? '');
        const type = String(reply.getHeader('content-type') ?? JSON_TYPE);
        answers.set(slot.key, { body: payload, etag, type });
      }
    }
    if (!holds(request, etag)) return payload;
    reply.code(304);
    return '';
  });
});
