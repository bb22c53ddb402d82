import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { onDataChange } from '../db/data-changes';
import type { ChangeFeed } from '../services/change-feed';
import { addRouteHook } from './route-hooks';
import { API_HEADERS } from './security';
import { mayCarrySession } from './sessions';
import { API_PREFIX } from '#common/api';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a request from what is kept, before Fastify sees it (the server calls this first):
     * a GET of the API without a session whose answer is kept. False when it is not answered.
     */
    answerKept(request: IncomingMessage, response: ServerResponse): boolean;
  }
  interface FastifyContextConfig {
    /**
     * A public read whose answer is computed once and reused until the data changes: the same
     * answer for `everyone`, or one for `visitors` (no session) while users get their own.
     */
    shared?: 'everyone' | 'visitors';
  }
  interface FastifyRequest {
    /**
     * A shared route's answer about to be computed: where it is kept (null when it cannot be:
     * a user's own, or the feed is down) and the data generation it read.
     */
    sharedSlot: { shared: 'everyone' | 'visitors'; key: string | null; generation: number } | null;
    /** Answered from what is kept: counted in the log once a minute instead of a line alone. */
    answeredKept: boolean;
  }
}

type Encoding = 'br' | 'gzip';
type Shared = 'everyone' | 'visitors';

/** One form a kept answer leaves in, made once and sent many times. */
interface Outgoing {
  status: 200 | 304;
  /** ETag, type, cache control and Vary, and the body's encoding. */
  headers: Record<string, string>;
  body: string | Buffer;
  /** Every header, security's and length included, as the server writes them (made on first use). */
  written?: string[];
}

interface Answer {
  etag: string;
  plain: Outgoing & { body: string };
  notModified: Outgoing;
  /** The body compressed once per encoding a client asked for (under way, then done), reused. */
  encoded: Partial<Record<Encoding, Outgoing | Promise<Outgoing>>>;
}

/** Distinct query strings are distinct answers; past this many, the oldest is dropped. */
const MAX_ANSWERS = 500;
const JSON_TYPE = 'application/json; charset=utf-8';
/** Smaller bodies gain nothing from compression (the same threshold as the compress plugin's). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The smallest output: an answer is compressed once and sent many times, mostly to phones on slow
 * networks. Brotli's top quality takes about 15 ms for the course list and 120 ms for the home
 * page, so it runs on libuv's threads, never on the one serving requests.
 */
const encoders: Record<Encoding, (body: string) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: zlib.Z_BEST_COMPRESSION }),
};

/** The answer in `encoding`: at once when compressed before, else once compressing is done. */
function encodedForm(answer: Answer, encoding: Encoding): Outgoing | Promise<Outgoing> {
  const done = answer.encoded[encoding];
  if (done) return done;
  const { headers, body } = answer.plain;
  const underway = encoders[encoding](body).then((bytes) => {
    const form: Outgoing = {
      status: 200,
      headers: { ...headers, 'content-encoding': encoding },
      body: bytes,
    };
    answer.encoded[encoding] = form;
    return form;
  });
  answer.encoded[encoding] = underway;
  return underway;
}

/** The encoding to answer in: Brotli, else gzip, when the client accepts it (q > 0). */
function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name.toLowerCase());
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** Browsers send a handful of Accept-Encoding values; each is read once. */
const encodingsByHeader = new Map<string, Encoding | null>();
function encodingFor(header: string | undefined): Encoding | null {
  if (!header) return null;
  let encoding = encodingsByHeader.get(header);
  if (encoding === undefined) {
    if (encodingsByHeader.size >= 100) encodingsByHeader.clear();
    encoding = acceptedEncoding(header);
    encodingsByHeader.set(header, encoding);
  }
  return encoding;
}

const etagOf = (body: string) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether the client already holds this answer (weak comparison, as for GET). */
function holds(headers: IncomingHttpHeaders, etag: string): boolean {
  const header = headers['if-none-match'];
  if (!header) return false;
  const bare = etag.slice(2);
  return header.split(',').some((tag) => ['*', bare].includes(tag.trim().replace(/^W\//, '')));
}

/**
 * Revalidate on every use; a visitors' answer differs from a user's, and encodings differ. In
 * lower case, as the compress plugin looks for accept-encoding before adding it.
 */
const describe = (shared: Shared) => ({
  'cache-control': 'no-cache',
  vary: shared === 'visitors' ? 'accept-encoding, authorization, cookie' : 'accept-encoding',
});

/** How many kept answers went out since the last count was logged: bodies, and 304s. */
interface KeptTally {
  sent: number;
  notModified: number;
}

/**
 * The form a kept answer leaves in: 304 to a client holding it, else its body, compressed when
 * the client accepts (possibly once compressing is done).
 */
function outgoing(
  answer: Answer,
  headers: IncomingHttpHeaders,
  tally: KeptTally,
): Outgoing | Promise<Outgoing> {
  if (holds(headers, answer.etag)) {
    tally.notModified++;
    return answer.notModified;
  }
  tally.sent++;
  const encoding =
    answer.plain.body.length >= COMPRESS_FROM_BYTES && encodingFor(headers['accept-encoding']);
  return encoding ? encodedForm(answer, encoding) : answer.plain;
}

/** Calls `send` with the form: at once when it is ready, else once compressing is done. */
function whenReady(form: Outgoing | Promise<Outgoing>, send: (form: Outgoing) => void) {
  // Compressing a string in memory fails only when memory runs out.
  if (form instanceof Promise) void form.then(send);
  else send(form);
}

/** Through Fastify (a request with a session, HEAD, an injected request): its hooks wait. */
function sendKept(request: FastifyRequest, reply: FastifyReply, answer: Answer, tally: KeptTally) {
  request.answeredKept = true;
  whenReady(outgoing(answer, request.headers, tally), ({ status, headers, body }) => {
    reply.code(status).headers(headers).send(body);
  });
}

/** What the server writes for a form without Fastify: the same headers Fastify's hooks add. */
function written(form: Outgoing): string[] {
  const length = form.status === 304 ? {} : { 'content-length': Buffer.byteLength(form.body) };
  return Object.entries({ ...API_HEADERS, ...form.headers, ...length })
    .flat()
    .map(String);
}

const A_DAY = 86_400_000;
const INDIA_OFFSET = 19_800_000;
/** Milliseconds until the next midnight in India (UTC+05:30 all year). */
const untilIndiaMidnight = () => A_DAY - ((Date.now() + INDIA_OFFSET) % A_DAY);

/**
 * Answers of routes declaring `config.shared` are kept in memory by URL and dropped whenever a
 * committed write may have changed them, here or (through the change feed) on another server;
 * while the feed is down nothing is kept. Every such answer carries an ETag, and a client that
 * holds it gets 304; a client that accepts Brotli or gzip gets the body compressed once.
 * Everything kept is also dropped at midnight in India. A GET that carries no session is answered
 * by `answerKept` before Fastify sees it, or (HEAD, injected) before any later hook runs: none of
 * them can change a kept answer. One with a session is answered after its user is known. Kept
 * answers are counted in the log once a minute.
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
  // Pages and answers that read today's date in India (upcoming batches) are made afresh each day.
  let midnight: NodeJS.Timeout;
  const forgetAtMidnight = () => {
    midnight = setTimeout(() => {
      forget();
      forgetAtMidnight();
    }, untilIndiaMidnight()).unref();
  };
  forgetAtMidnight();
  // A kept answer is the same bytes for everyone: its count is the news, not a line per request.
  const tally: KeptTally = { sent: 0, notModified: 0 };
  const logTally = () => {
    if (tally.sent + tally.notModified === 0) return;
    app.log.info({ keptAnswers: { ...tally } }, 'kept answers sent');
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
  app.decorateRequest('answeredKept', false);

  // Most reads of a visitor's pages end here, with none of Fastify's work for a request; what they
  // send is what the hook below would (a test compares the two).
  app.decorate('answerKept', (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '';
    const answer =
      request.method === 'GET' &&
      url.startsWith(API_PREFIX) &&
      !mayCarrySession(request) &&
      feed.live() &&
      answers.get(url);
    if (!answer) return false;
    whenReady(outgoing(answer, request.headers, tally), (form) => {
      response.writeHead(form.status, (form.written ??= written(form))).end(form.body);
    });
    return true;
  });

  // A callback hook (no promise): it runs on every request. Only the API's answers leave here;
  // a page counts its visit in its own hook first.
  app.addHook('onRequest', (request, reply, done) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    const answer =
      read &&
      request.url.startsWith(API_PREFIX) &&
      !mayCarrySession(request) &&
      feed.live() &&
      answers.get(request.url);
    if (answer) sendKept(request, reply, answer, tally);
    else done();
  });

  // A callback hook: a kept answer may leave once its compression is done.
  const reuse =
    (shared: Shared) => (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const keepable = feed.live() && !(shared === 'visitors' && request.user);
      const answer = keepable && answers.get(request.url);
      if (answer) return sendKept(request, reply, answer, tally);
      request.sharedSlot = { shared, key: keepable ? request.url : null, generation };
      done();
    };
  app.addHook('onRoute', (route) => {
    const shared = route.config?.shared;
    if (shared) addRouteHook(route, 'onRequest', reuse(shared));
  });

  // Before the routes' own hooks (compression, HEAD's), so it sees the JSON text; a callback
  // hook, so that other answers pass it without a promise.
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
      if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value ?? '');
      answers.set(slot.key, {
        etag,
        plain: { status: 200, headers, body: payload },
        notModified: { status: 304, headers, body: '' },
        encoded: {},
      });
    }
    if (!holds(request.headers, etag)) return done();
    reply.code(304);
    done(null, '');
  });
});
