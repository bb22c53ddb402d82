import {
  checkSentOnce,
  describeSentOnce,
  queueMessages,
  reachedAt,
  startProviders,
  wake,
  watchDrain,
  type Drain,
} from './message-drain';
import { startSite } from './servers';
import { createBenchSite, openSiteDatabase } from './site';

/** Share of the configured rate a drain must reach to count as limited by the rate alone. */
const RATE_BUDGET = 0.9;

const perSecond = (count: number, first: number, last: number) =>
  count > 1 ? ((count - 1) * 1000) / (last - first) : 0;

/**
 * Starts `servers` built servers on a fresh site (PostgreSQL with BENCH_DB=postgres), each
 * sending WhatsApp and SMS at `rate` a second to stand-ins that refuse more than `servers × rate`,
 * queues `count` messages, wakes every server's worker, and times the drain from the first message the
 * stand-ins accept to the last; true when each was sent once at (nearly) the configured rate.
 */
async function drainOn(
  database: 'sqlite' | 'postgres',
  servers: number,
  count: number,
  rate: number,
): Promise<boolean> {
  process.env.BENCH_DB = database;
  const site = await createBenchSite();
  const providers = await startProviders(servers * rate);
  const env = { ...site.env, LOG_LEVEL: 'warn', ...providers.env(rate) };
  try {
    // A first start makes the schema (and the demo content); then every server is up and idle
    // when the messages are queued.
    const first = await startSite(env);
    const running = [
      first,
      ...(await Promise.all(Array.from({ length: servers - 1 }, () => startSite(env)))),
    ];
    const db = openSiteDatabase(env);
    try {
      const queue = await queueMessages(db, count);
      const started = performance.now();
      const cpuBefore = running.map((server) => server.cpuMicros());
      const waitBefore = running.map((server) => server.cpuWaitMicros());
      let drain: Drain;
      let cpu: number[] = [];
      let waited: number[] = [];
      try {
        await Promise.all(running.map((server) => wake(server.url)));
        drain = await watchDrain(db, providers, running, 180_000);
        cpu = running.map((server, i) => (server.cpuMicros() - (cpuBefore[i] ?? 0)) / 1000);
        waited = running.map((server, i) => (server.cpuWaitMicros() - (waitBefore[i] ?? 0)) / 1000);
      } finally {
        await Promise.all(running.map((server) => server.stop()));
      }
      const check = await checkSentOnce(db, providers, queue);
      const { whatsapp, sms } = drain;
      const channels = [whatsapp, sms].filter((channel) => channel.count > 0).length;
      const configured = channels * servers * rate;
      // The bulk: the messages sent on their first attempt, without the back-off of a refused one.
      const bulk = providers.accepted() - check.retried;
      const achieved = perSecond(bulk, drain.first, reachedAt(drain, bulk));
      const rateOk = achieved >= RATE_BUDGET * configured;
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.log(
        [
          `  ${database === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${servers} server${servers > 1 ? 's' : ''} ` +
            `(each ${rate}/s WhatsApp + ${rate}/s SMS; the stand-ins refuse above ${servers * rate}/s each):`,
          `${count} messages (${whatsapp.count} WhatsApp, ${sms.count} SMS) all sent ` +
            `${seconds(drain.last - started)} after the queue's commit, ${seconds(drain.last - drain.first)} ` +
            `from the first send to the last`,
          `${bulk} sent on their first attempt in ${seconds(reachedAt(drain, bulk) - drain.first)}: ` +
            `${achieved.toFixed(0)} messages/s against ${configured} configured ` +
            `(${Math.round((100 * achieved) / configured)}%)${rateOk ? '' : ' BUDGET MISSED'}`,
          `${check.retried} refused (429) or timed out and sent after their back-off ` +
            `(${check.retries} attempts more)`,
          `server CPU during the drain: ${cpu.map(seconds).join(' + ')}; ready but waiting for ` +
            `a core (the other server's and the machine's other work): ${waited.map(seconds).join(' + ')}`,
          describeSentOnce(check),
        ].join('\n    '),
      );
      return check.ok && rateOk;
    } finally {
      await db.destroy();
    }
  } finally {
    await providers.close();
    await site.dispose();
  }
}

/**
 * BENCH_MESSAGES (10,000) queued messages drained through the WhatsApp and SMS stand-ins by two
 * built servers sharing one PostgreSQL database, then by one server on SQLite; each server sends
 * each channel at BENCH_MESSAGE_RATE (100) a second.
 */
export async function benchMessageDrain(): Promise<boolean> {
  const count = Number(process.env.BENCH_MESSAGES ?? 10_000);
  const rate = Number(process.env.BENCH_MESSAGE_RATE ?? 100);
  console.log(
    `messages drained through the WhatsApp and SMS stand-ins (budget: each sent exactly once, ` +
      `at ${RATE_BUDGET * 100}% of the configured rate or more; half by WhatsApp, half by SMS):`,
  );
  const database = process.env.BENCH_DB;
  try {
    const databases = (process.env.BENCH_DATABASES ?? 'postgres,sqlite').split(',');
    let ok = true;
    if (databases.includes('postgres')) ok = (await drainOn('postgres', 2, count, rate)) && ok;
    if (databases.includes('sqlite')) ok = (await drainOn('sqlite', 1, count, rate)) && ok;
    return ok;
  } finally {
    if (database === undefined) delete process.env.BENCH_DB;
    else process.env.BENCH_DB = database;
  }
}
