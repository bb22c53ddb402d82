/**
 * `npm run faults` (outside CI): the server on SQLite, then on PostgreSQL, under a write load of
 * contact messages and news items with pictures. For each: writes acknowledged, writes lost after
 * a `kill -9` and a restart (must be 0), files left without a record (removed by the sweep); for
 * PostgreSQL also how long the site takes to recover from a database restart under load, and the
 * requests that failed meanwhile. Loopback only; a few seconds of load each.
 * FAULTS_DATABASES=sqlite (or postgres) runs one of them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sweepOrphanedUploads } from '../src/server/services/orphaned-uploads';
import { createDiskStorage } from '../src/server/services/storage';
import { startServer, type Server } from './bench/servers';
import { ADMIN, createBenchSite, openSiteDatabase } from './bench/site';

const APP = 'src/server/main.ts';
const WRITERS = 8;
const LOAD_MS = 3000;
const picture = fs.readFileSync('public/social-card.png');

interface Writes {
  acknowledged: Set<string>;
  failed: number;
  serverErrors: number;
}

async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** One write, a contact message or a news item with its picture; its tag when acknowledged. */
async function write(url: string, token: string, tag: string): Promise<number> {
  if (Number(tag.split('-').at(-1)) % 2 === 0) {
    const res = await fetch(`${url}/api/v1/contact/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Load', email: 'load@example.com', subject: tag, message: 'x' }),
    });
    return res.status;
  }
  const form = new FormData();
  form.set('newsHeadline', tag);
  form.set('newsDescription', 'Written under load.');
  form.set('newsImage', new Blob([picture], { type: 'image/png' }), 'card.png');
  const res = await fetch(`${url}/api/v1/news/createNews`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return res.status;
}

/** Writes from WRITERS loops until `until` resolves; every answer is counted. */
async function writeLoad(server: Server, token: string, run: string, until: Promise<unknown>) {
  const writes: Writes = { acknowledged: new Set(), failed: 0, serverErrors: 0 };
  const timeline: { at: number; ok: boolean }[] = [];
  let done = false;
  void until.then(() => (done = true));
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (!done) {
        const tag = `${run}-${next++}`;
        const status = await write(server.url, token, tag).catch(() => 0);
        timeline.push({ at: Date.now(), ok: status === 201 || status === 200 });
        if (status === 201 || status === 200) writes.acknowledged.add(tag);
        else writes.failed++;
        if (status >= 500 && status !== 503) writes.serverErrors++;
      }
    }),
  );
  return { writes, timeline };
}

async function storedTags(env: Record<string, string>): Promise<Set<string>> {
  const db = openSiteDatabase(env);
  try {
    const contacts = await db.selectFrom('contact_queries').select('subject').execute();
    const news = await db.selectFrom('news').select('news_headline').execute();
    return new Set([...contacts.map((c) => c.subject), ...news.map((n) => n.news_headline)]);
  } finally {
    await db.destroy();
  }
}

async function orphansSwept(env: Record<string, string>): Promise<number> {
  const db = openSiteDatabase(env);
  try {
    const storage = createDiskStorage(path.join(env.DATA_DIR ?? '', 'uploads'));
    return (await sweepOrphanedUploads(db, storage, 0)).length;
  } finally {
    await db.destroy();
  }
}

async function crashUnderLoad(env: Record<string, string>) {
  const server = await startServer(APP, env, '/api/v1/health');
  const token = await adminToken(server.url);
  const crashed = new Promise((resolve) => setTimeout(resolve, LOAD_MS)).then(() => server.crash());
  const { writes } = await writeLoad(server, token, 'crash', crashed);
  const restarted = await startServer(APP, env, '/api/v1/health');
  const stored = await storedTags(env);
  const lost = [...writes.acknowledged].filter((tag) => !stored.has(tag)).length;
  await restarted.stop();
  const orphans = await orphansSwept(env);
  console.log(
    `  kill -9 under load: ${writes.acknowledged.size} writes acknowledged, ${lost} lost after ` +
      `the restart; ${orphans} file${orphans === 1 ? '' : 's'} left without a record, removed by the sweep`,
  );
  return lost === 0 && writes.serverErrors === 0;
}

async function databaseRestartUnderLoad(env: Record<string, string>) {
  const server = await startServer(APP, env, '/api/v1/health');
  const token = await adminToken(server.url);
  let restartedAt = 0;
  const restart = new Promise((resolve) => setTimeout(resolve, 1000)).then(async () => {
    restartedAt = Date.now();
    const version = fs.readdirSync('/etc/postgresql')[0] ?? '';
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
    await new Promise((resolve) => setTimeout(resolve, 3000));
  });
  const { writes, timeline } = await writeLoad(server, token, 'pg', restart);
  await server.stop();
  const firstFailure = timeline.find((entry) => !entry.ok && entry.at >= restartedAt);
  const recovered = firstFailure
    ? timeline.find((entry) => entry.ok && entry.at > firstFailure.at)
    : undefined;
  const recovery = recovered ? `${((recovered.at - restartedAt) / 1000).toFixed(1)} s` : 'never';
  console.log(
    `  PostgreSQL restart under load: writes again ${firstFailure ? recovery : 'at once'} after ` +
      `the restart began; ${writes.failed} requests failed meanwhile (503), ` +
      `${writes.serverErrors} other 5xx`,
  );
  return writes.serverErrors === 0 && (!firstFailure || recovered !== undefined);
}

let ok = true;
const databases = (process.env.FAULTS_DATABASES ?? 'sqlite,postgres').split(',');
for (const database of ['sqlite', 'postgres'] as const) {
  if (!databases.includes(database)) continue;
  process.env.BENCH_DB = database;
  const site = await createBenchSite();
  const env = { ...site.env, LOG_LEVEL: 'warn', CONTACT_LIMIT_PER_IP: '1000000' };
  console.log(`${database === 'sqlite' ? 'SQLite' : 'PostgreSQL'}:`);
  try {
    ok = (await crashUnderLoad(env)) && ok;
    if (database === 'postgres') ok = (await databaseRestartUnderLoad(env)) && ok;
  } finally {
    await site.dispose();
  }
}
process.exit(ok ? 0 : 1);
