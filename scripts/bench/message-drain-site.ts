import {
  checkSentOnce,
  describeSentOnce,
  queueMessages,
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
      let drain: Drain;
      let cpu: number[] = [];
      try {
        await Promise.all(running.map((server) => wake(server.url)));
        drain = await watchDrain(db, providers, running, 180_000);
        cpu = running.map((server, i) => (server.cpuMicros() - (cpuBefore[i] ?? 0)) / 1e6);
      } finally {
        await Promise.all(running.map((server) => server.stop()));
      }
      const check = await checkSentOnce(db, providers, queue);
      const achieved = perSecond(providers.accepted(), drain.first, drain.last);
      const channels = [drain.whatsapp, drain.sms].filter((channel) => channel.count > 0).length;
      const configured = channels * servers * rate;
      const rateOk = achieved >= RATE_BUDGET * configured;
      const channelRate = (name: 'whatsapp' | 'sms') => {
        const { count: sent, first: from, last: to } = drain[name];
        return `${sent} by ${name === 'sms' ? 'SMS' : 'WhatsApp'} at ${perSecond(sent, from, to).toFixed(0)}/s`;
      };
      console.log(
        `  ${database === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${servers} server${servers > 1 ? 's' : ''}: ` +
          `${count} messages drained in ${((drain.last - drain.first) / 1000).toFixed(1)} s from the first ` +
          `send to the last (${((drain.last - started) / 1000).toFixed(1)} s from the queue's commit), ` +
          `${achieved.toFixed(0)} messages/s against ${configured} configured ` +
          `(${channels} channels × ${servers} × ${rate}/s; ${channelRate('whatsapp')}, ${channelRate('sms')})` +
          `${rateOk ? '' : ' BUDGET MISSED'}; server CPU ${cpu.map((s) => `${s.toFixed(1)} s`).join(' + ')}; ` +
          `${check.retries} attempts retried; ${describeSentOnce(check)}`,
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
