/**
 * `npm run faults` (outside CI): the server on SQLite, then on PostgreSQL, under a write load of
 * contact messages and news items with pictures. For each: writes acknowledged, writes lost after
 * a `kill -9` and a restart (must be 0), files left without a record (removed by the sweep); for
 * PostgreSQL also how long the site takes to recover from a database restart under load, and the
 * requests that failed meanwhile. Then, on the first of them, Redis (a redis-server of its own,
 * never the machine's) killed and started again under a load of logins and contact messages:
 * requests that failed, the slowest answer, and how long until the server counts in Redis again.
 * Last, on PostgreSQL, two servers draining queued messages through the WhatsApp and SMS
 * stand-ins, one killed mid-drain and restarted: every message sent, none twice (two minutes or
 * so: a killed server's claims wait out their lease). Loopback only; a few seconds of load each
 * otherwise. FAULTS_DATABASES=sqlite (or postgres) runs one; FAULTS_CASES (writes,
 * database-restart, redis, messages) some of the cases; FAULTS_MESSAGES the messages (2000).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { sweepOrphanedUploads } from '#server/services/orphaned-uploads';
import { createDiskStorage } from '#server/services/storage';
import type { Db } from '#server/db/database';
import {
  checkSentOnce,
  describeSentOnce,
  queueMessages,
  startProviders,
  wake,
  watchDrain,
  type Providers,
} from './bench/message-drain';
import { startServer, type Server } from './bench/servers';
import { ADMIN, createBenchSite, openSiteDatabase } from './bench/site';
import { startRedisServer } from '../test/helpers/redis-server';

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Logins and contact messages from WRITERS loops until `until` resolves, each answer timed. */
async function limitedLoad(url: string, until: Promise<unknown>) {
  const answers: { at: number; status: number; ms: number }[] = [];
  let done = false;
  void until.then(() => (done = true));
  const login = { route: '/api/v1/user/login', body: ADMIN };
  const contact = {
    route: '/api/v1/contact/create',
    body: { name: 'Load', email: 'load@example.com', subject: 'Redis', message: 'x' },
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (!done) {
        const { route, body } = next++ % 2 === 0 ? login : contact;
        const started = Date.now();
        const status = await fetch(`${url}${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        }).then(
          (res) => res.status,
          () => 0,
        );
        answers.push({ at: started, status, ms: Date.now() - started });
      }
    }),
  );
  return answers;
}

/** Redis killed after a second of load, started again two seconds later, load for three more. */
async function redisDownUnderLoad(env: Record<string, string>) {
  const redis = await startRedisServer();
  const limits = [
    'LOGIN_LIMIT_PER_IP',
    'LOGIN_LIMIT_PER_ACCOUNT_AND_IP',
    'LOGIN_LIMIT_PER_ACCOUNT',
  ];
  const server = await startServer(
    APP,
    { ...env, REDIS_URL: redis.url, ...Object.fromEntries(limits.map((key) => [key, '1000000'])) },
    '/api/v1/health',
  );
  const probe = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  let killedAt = 0;
  let startedAt = 0;
  let sharedAgainAt = 0;
  const outage = sleep(1000).then(async () => {
    killedAt = Date.now();
    await redis.kill();
    await sleep(2000);
    await redis.start();
    startedAt = Date.now();
    await probe.connect();
    // The server counts in Redis again once its key for this address reappears.
    while (!(await probe.exists('rate-limit:contact:ip:127.0.0.1'))) await sleep(20);
    sharedAgainAt = Date.now();
    await sleep(3000);
  });
  const answers = await limitedLoad(server.url, outage);
  await server.stop();
  probe.disconnect();
  await redis.kill();
  const during = answers.filter((answer) => answer.at >= killedAt && answer.at < sharedAgainAt);
  const failed = answers.filter((answer) => answer.status !== 200 && answer.status !== 201);
  const serverErrors = failed.filter((answer) => answer.status >= 500 || answer.status === 0);
  const before = answers.filter((answer) => answer.at < killedAt);
  const slowest = (some: typeof answers) => Math.max(0, ...some.map((answer) => answer.ms));
  console.log(
    `  Redis down under load: ${answers.length} logins and contact messages, ${failed.length} ` +
      `failed (${serverErrors.length} 5xx or no answer); the slowest answer took ` +
      `${slowest(during)} ms while Redis was away (${during.length} answers) and ` +
      `${slowest(before)} ms before; counts shared again ` +
      `${((sharedAgainAt - startedAt) / 1000).toFixed(1)} s after Redis was back`,
  );
  return failed.length === 0;
}

/**
 * A message the providers accepted twice: the provider's ids for each send (a WhatsApp send found
 * by the row id it echoes in biz_opaque_callback_data, an SMS by the phone each message has to
 * itself), the one the row kept, and its attempts.
 */
async function sentTwice(db: Db, providers: Providers, id: string): Promise<string> {
  const row = await db
    .selectFrom('notifications')
    .select(['channel', 'address', 'attempts', 'provider_message_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const sends =
    row.channel === 'whatsapp'
      ? providers.whatsapp.accepted
          .filter((m) => m.bizOpaqueCallbackData === id)
          .map((m) => m.wamid)
      : providers.sms.accepted
          .filter((m) => `+${m.mobiles}` === row.address)
          .map((m) => m.requestId);
  return (
    `${row.channel} ${id} to ${row.address}: accepted as ${sends.join(' and ')}; the row, ` +
    `sent on attempt ${row.attempts}, keeps ${row.provider_message_id}`
  );
}

const MESSAGES = Number(process.env.FAULTS_MESSAGES ?? 2000);
const MESSAGE_RATE = 100;

/**
 * Two servers draining MESSAGES queued messages through the WhatsApp and SMS stand-ins, one of
 * them killed (SIGKILL) once a quarter are sent and started again two seconds later: every message
 * must be sent, none twice, by the stand-ins' logs. The killed server's claimed rows wait out
 * their two-minute lease before the others send them.
 */
async function messagesThroughACrash(env: Record<string, string>) {
  const providers = await startProviders(2 * MESSAGE_RATE);
  const serverEnv = { ...env, ...providers.env(MESSAGE_RATE) };
  const db = openSiteDatabase(env);
  try {
    const killed = await startServer(APP, serverEnv, '/api/v1/health');
    const other = await startServer(APP, serverEnv, '/api/v1/health');
    // Meta and MSG91 report each message they accept, here to the server that stays up.
    providers.reportTo(other.url);
    const queue = await queueMessages(db, MESSAGES);
    const started = performance.now();
    await Promise.all([wake(killed.url), wake(other.url)]);
    for (let waited = 0; providers.accepted() < MESSAGES / 4; waited += 5) {
      if (waited > 120_000) throw new Error('the servers sent too little to be killed mid-drain');
      await sleep(5);
    }
    await killed.crash();
    const acceptedAtKill = providers.accepted();
    await sleep(2000);
    // Rows the providers accepted and reported on whose outcome the killed server never recorded:
    // each would have been sent again after its lease before reports settled such rows.
    const { count: inDoubt } = await db
      .selectFrom('notifications')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .where('status', '=', 'sending')
      .where('provider_message_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const restarted = await startServer(APP, serverEnv, '/api/v1/health');
    try {
      const drain = await watchDrain(db, providers, [other, restarted], 180_000);
      const check = await checkSentOnce(db, providers, queue);
      console.log(
        `  kill -9 of one of two servers draining ${MESSAGES} messages (WhatsApp and SMS ` +
          `stand-ins), after ${acceptedAtKill} were sent, restarted two seconds later: ` +
          `${inDoubt} it had sent without recording them, settled from the providers' reports; all drained ` +
          `${((drain.last - started) / 1000).toFixed(1)} s after the queue's commit; ` +
          `${check.retries} attempts retried (the killed server's claims, after their lease); ` +
          `${describeSentOnce(check)} (WhatsApp ids as echoed in biz_opaque_callback_data)`,
      );
      for (const { id } of check.twice) console.log(`    ${await sentTwice(db, providers, id)}`);
      return check.ok;
    } finally {
      await Promise.all([other.stop(), restarted.stop()]);
    }
  } finally {
    await db.destroy();
    await providers.close();
  }
}

let ok = true;
const databases = (process.env.FAULTS_DATABASES ?? 'sqlite,postgres').split(',');
const cases = (process.env.FAULTS_CASES ?? 'writes,database-restart,redis,messages').split(',');
for (const database of ['sqlite', 'postgres'] as const) {
  if (!databases.includes(database)) continue;
  process.env.BENCH_DB = database;
  const site = await createBenchSite();
  const env = { ...site.env, LOG_LEVEL: 'warn', CONTACT_LIMIT_PER_IP: '1000000' };
  console.log(`${database === 'sqlite' ? 'SQLite' : 'PostgreSQL'}:`);
  try {
    if (cases.includes('writes')) ok = (await crashUnderLoad(env)) && ok;
    if (database === 'postgres' && cases.includes('database-restart'))
      ok = (await databaseRestartUnderLoad(env)) && ok;
    if (database === databases[0] && cases.includes('redis'))
      ok = (await redisDownUnderLoad(env)) && ok;
    if (database === 'postgres' && cases.includes('messages'))
      ok = (await messagesThroughACrash(env)) && ok;
  } finally {
    await site.dispose();
  }
}
process.exit(ok ? 0 : 1);
