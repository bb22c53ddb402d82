import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { API_HEADERS } from './security';

// The forms a cached response leaves in (plugins/response-cache): plain, 304, and compressed.

type Encoding = 'br' | 'gzip';
export type Shared = 'everyone' | 'visitors';

/** One form a cached response leaves in, made once and sent many times. */
export interface Outgoing {
  status: 200 | 304;
  /** ETag, type, cache control and Vary, and the body's encoding. */
  headers: Record<string, string>;
  body: string | Buffer;
  /** Every header, security's and length included, as the server writes them (made on first use). */
  written?: string[];
}

export interface CachedResponse {
  etag: string;
  /** The body as the route made it, for a page's render to read. */
  text: string;
  /** The body's bytes, encoded once rather than on every send. */
  plain: Outgoing & { body: Buffer };
  notModified: Outgoing;
  /** The body compressed once per encoding a client asked for (under way, then done), reused. */
  encoded: Partial<Record<Encoding, Outgoing | Promise<Outgoing>>>;
}

/** Smaller bodies gain nothing from compression (the same threshold as the compress plugin's). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The smallest output: a response is compressed once and sent many times, mostly to phones on slow
 * networks. Brotli's top quality takes about 15 ms for the course list and 120 ms for the home
 * page, so it runs on libuv's threads, never on the one serving requests.
 */
const encoders: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: zlib.Z_BEST_COMPRESSION }),
};

/** The response in `encoding`: at once when compressed before, else once compressing is done. */
function encodedForm(cached: CachedResponse, encoding: Encoding): Outgoing | Promise<Outgoing> {
  const done = cached.encoded[encoding];
  if (done) return done;
  const { headers, body } = cached.plain;
  const underway = encoders[encoding](body).then((bytes) => {
    const form: Outgoing = {
      status: 200,
      headers: { ...headers, 'content-encoding': encoding },
      body: bytes,
    };
    cached.encoded[encoding] = form;
    return form;
  });
  cached.encoded[encoding] = underway;
  return underway;
}

/** The encoding to cached in: Brotli, else gzip, when the client accepts it (q > 0). */
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

export const etagOf = (body: string) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether the client already holds this response (weak comparison, as for GET). */
export function holds(headers: IncomingHttpHeaders, etag: string): boolean {
  const header = headers['if-none-match'];
  if (!header) return false;
  const bare = etag.slice(2);
  return header.split(',').some((tag) => ['*', bare].includes(tag.trim().replace(/^W\//, '')));
}

/**
 * Revalidate on every use; a visitors' response differs from a user's, and encodings differ. In
 * lower case, as the compress plugin looks for accept-encoding before adding it.
 */
export const describe = (shared: Shared) => ({
  'cache-control': 'no-cache',
  vary: shared === 'visitors' ? 'accept-encoding, authorization, cookie' : 'accept-encoding',
});

/** How many cached responses went out since the last count was logged: bodies, and 304s. */
export interface CacheTally {
  sent: number;
  notModified: number;
}

/**
 * The form a cached response leaves in: 304 to a client holding it, else its body, compressed when
 * the client accepts (possibly once compressing is done).
 */
export function outgoing(
  cached: CachedResponse,
  headers: IncomingHttpHeaders,
  tally: CacheTally,
): Outgoing | Promise<Outgoing> {
  if (holds(headers, cached.etag)) {
    tally.notModified++;
    return cached.notModified;
  }
  tally.sent++;
  const encoding =
    cached.plain.body.length >= COMPRESS_FROM_BYTES && encodingFor(headers['accept-encoding']);
  return encoding ? encodedForm(cached, encoding) : cached.plain;
}

/** Calls `send` with the form: at once when it is ready, else once compressing is done. */
export function whenReady(form: Outgoing | Promise<Outgoing>, send: (form: Outgoing) => void) {
  // Compressing a string in memory fails only when memory runs out.
  if (form instanceof Promise) void form.then(send);
  else send(form);
}

/** What the server writes for a form without Fastify: the same headers Fastify's hooks add. */
export function written(form: Outgoing): string[] {
  const length = form.status === 304 ? {} : { 'content-length': Buffer.byteLength(form.body) };
  return Object.entries({ ...API_HEADERS, ...form.headers, ...length })
    .flat()
    .map(String);
}
