import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlib,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { openDatabase } from '#server/db/database';
import { makeAdmin, makeCourse, makeEnrollment, makeUser } from './helpers/factories';
import { getSiteSettings, saveSiteSettings } from '#server/db/site-settings';
import { as, logIn } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

type App = Awaited<ReturnType<typeof startApp>>;

const tagline = async (app: App) =>
  (await app.inject({ url: '/api/v1/settings' })).json<{ data: { tagline: string } }>().data
    .tagline;

/** A GET over a real connection: status, headers and the bytes as sent (nothing decompressed). */
function getRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('responses cached for every visitor', () => {
  let site: TestSite;
  let app: App;
  let admin: string;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    const made = await makeAdmin(app.db);
    admin = await logIn(app, made.user.email, made.password);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('carry an ETag, and a client holding it gets 304 with no body', async () => {
    const first = await app.inject({ url: '/api/v1/team' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await app.inject({ url: '/api/v1/team', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const stale = await app.inject({
      url: '/api/v1/team',
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('when cached, leave with the headers of the response computed first, security headers included', async () => {
    await makeCourse(app);
    const computed = await app.inject({ url: '/api/v1/news' });
    const cached = await app.inject({ url: '/api/v1/news' });
    const withCookie = await app.inject({ url: '/api/v1/news', headers: { cookie: 'theme=dark' } });
    const withoutDate = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date'));
    for (const answer of [cached, withCookie]) {
      expect(answer.body).toBe(computed.body);
      expect(withoutDate(answer.headers)).toEqual(withoutDate(computed.headers));
    }
    expect(cached.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(cached.headers['x-content-type-options']).toBe('nosniff');
  });

  it('are compressed once, at the top level, for clients that accept Brotli or gzip, and equal the plain response', async () => {
    for (let i = 0; i < 3; i++) await makeCourse(app);
    const plain = await app.inject({ url: '/api/v1/course' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toBe('accept-encoding, authorization, cookie');
    const unpack = { br: brotliDecompressSync, gzip: gunzipSync };
    const smallest = {
      br: (text: string) =>
        brotliCompressSync(text, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
          },
        }),
      gzip: (text: string) => gzipSync(text, { level: zlib.Z_BEST_COMPRESSION }),
    };
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip;q=1, br;q=0', 'gzip'],
    ] as const) {
      const packed = await app.inject({
        url: '/api/v1/course',
        headers: { 'accept-encoding': accept },
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.etag).toBe(plain.headers.etag);
      expect(packed.headers.vary).toBe(plain.headers.vary);
      expect(unpack[encoding](packed.rawPayload).toString()).toBe(plain.body);
      expect(packed.rawPayload.length).toBe(smallest[encoding](plain.body).length);
    }
    const identity = await app.inject({
      url: '/api/v1/course',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('name each request header they vary on once, whether computed or cached, compressed or not', async () => {
    for (let i = 0; i < 3; i++) await makeCourse(app);
    const brotli = { 'accept-encoding': 'br' };
    const computed = await app.inject({ url: '/api/v1/course', headers: brotli });
    const cached = await app.inject({ url: '/api/v1/course', headers: brotli });
    expect(computed.headers['content-encoding']).toBe('br');
    for (const answer of [computed, cached]) {
      expect(answer.headers.vary).toBe('accept-encoding, authorization, cookie');
    }
  });

  it('leave from the server before Fastify, the same bytes and headers as through it', async () => {
    for (let i = 0; i < 3; i++) await makeCourse(app);
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const answered = vi.spyOn(app, 'answerFromCache');
    const brotli = { 'accept-encoding': 'br' };
    const computed = await getRaw(`${origin}/api/v1/course`, brotli);
    const direct = await getRaw(`${origin}/api/v1/course`, brotli);
    const injected = await app.inject({ url: '/api/v1/course', headers: brotli });
    const notModified = await getRaw(`${origin}/api/v1/course`, {
      ...brotli,
      'if-none-match': String(direct.headers.etag),
    });
    const withSession = await getRaw(`${origin}/api/v1/course`, { ...brotli, cookie: 'sid=x' });
    const fromServer = answered.mock.results.map((result) => result.value as boolean);
    answered.mockRestore();

    expect(fromServer).toEqual([false, true, true, false]);
    const sent = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
        ),
      );
    expect(direct.status).toBe(200);
    expect(direct.headers['content-encoding']).toBe('br');
    expect(Object.keys(direct.headers)).not.toContain('transfer-encoding');
    expect(sent(direct.headers)).toEqual(sent(injected.headers));
    expect(direct.body.equals(injected.rawPayload)).toBe(true);
    expect(brotliDecompressSync(direct.body).toString()).toBe(
      brotliDecompressSync(computed.body).toString(),
    );
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(direct.headers.etag);
    expect(withSession.status).toBe(200);
    expect(withSession.headers.etag).toBe(direct.headers.etag);
  });

  it('change at once after a write through the API', async () => {
    const before = await app.inject({ url: '/api/v1/settings' });
    const saved = await as(app, admin, {
      method: 'PATCH',
      url: '/api/v1/settings',
      payload: { tagline: 'Evening batches now open' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await app.inject({
      url: '/api/v1/settings',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await tagline(app)).toBe('Evening batches now open');
  });

  it('change at once after a write that did not come through the API', async () => {
    await app.inject({ url: '/api/v1/course' });
    const course = await makeCourse(app);
    const list = await app.inject({ url: '/api/v1/course' });
    const ids = list
      .json<{ data: { courses: { _id: string }[] } }>()
      .data.courses.map((c) => c._id);
    expect(ids).toContain(course.id);
  });

  it('count a purchase committed in a transaction', async () => {
    const course = await makeCourse(app);
    const count = async () =>
      (await app.inject({ url: `/api/v1/course/singlecourse/${course.id}` })).json<{
        data: { studentCount: number };
      }>().data.studentCount;
    expect(await count()).toBe(0);
    const buyer = await makeUser(app.db);
    await app.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('enrollments')
        .values({
          user_id: buyer.user.id,
          course_id: course.id,
          created_at: new Date().toISOString(),
        })
        .execute();
    });
    expect(await count()).toBe(1);
  });
});

describe('responses that depend on the viewer', () => {
  let site: TestSite;
  let app: App;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('are the viewer’s own, whichever was asked first', async () => {
    const course = await makeCourse(app);
    const buyer = await makeUser(app.db);
    await makeEnrollment(app.db, buyer.user.id, course.id);
    const student = await logIn(app, buyer.user.email, buyer.password);
    const url = `/api/v1/course/singlecourse/${course.id}`;
    const locked = async (cookie?: string) =>
      (await as(app, cookie, { url })).json<{ data: { locked: boolean } }>().data.locked;

    expect(await locked()).toBe(true);
    expect(await locked(student)).toBe(false);
    expect(await locked()).toBe(true);
  });

  it('keep drafts for admins while visitors get the published list', async () => {
    const now = new Date().toISOString();
    const draft = {
      id: randomUUID(),
      news_image: 'public/news/none.webp',
      news_headline: 'Draft headline',
      news_description: 'Soon',
      description_html: '<p>Soon</p>',
      is_published: 0,
      published_at: null,
      created_at: now,
      updated_at: now,
    };
    await app.db.insertInto('news').values(draft).execute();
    const made = await makeAdmin(app.db);
    const admin = await logIn(app, made.user.email, made.password);
    const headlines = async (cookie?: string) =>
      (await as(app, cookie, { url: '/api/v1/news' }))
        .json<{ data: { news: { newsHeadline: string }[] } }>()
        .data.news.map((n) => n.newsHeadline);

    expect(await headlines()).not.toContain('Draft headline');
    expect(await headlines(admin)).toContain('Draft headline');
    expect(await headlines()).not.toContain('Draft headline');
  });
});

describe('responses cached overnight', () => {
  it('are made afresh after midnight in India, when the date they read has changed', async () => {
    // 23:59:59 in India (18:29:59 UTC): the cached responses are dropped a second later.
    vi.useFakeTimers({ now: new Date('2026-11-23T18:29:59Z'), toFake: ['setTimeout', 'Date'] });
    const site = await createTestSite();
    const app = await startApp(site);
    try {
      expect(await tagline(app)).not.toBe('Written behind the server’s back');
      // A write the server cannot see (another program on the database) is only seen once the
      // cached response is dropped.
      const other = openDatabase({
        url: site.config.DATABASE_URL,
        file: `${site.dataDir}/site.db`,
      });
      const settings = await getSiteSettings(other);
      await saveSiteSettings(other, { ...settings, tagline: 'Written behind the server’s back' });
      await other.destroy();
      expect(await tagline(app)).not.toBe('Written behind the server’s back');
      vi.advanceTimersByTime(1_000);
      expect(await tagline(app)).toBe('Written behind the server’s back');
    } finally {
      vi.useRealTimers();
      await app.close();
      await site.dispose();
    }
  });
});
