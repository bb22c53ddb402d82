import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import { recordConsent } from '#server/features/notifications/consents';
import { enqueue } from '#server/features/notifications/enqueue';
import { saveTemplateRow } from '#server/features/notifications/templates/overrides';
import { startSmsStandIn } from '../../test/helpers/sms-stand-in';
import { startWhatsAppStandIn } from '../../test/helpers/whatsapp-stand-in';
import type { Server } from './servers';

const WHATSAPP = {
  phoneNumberId: '106540352242922',
  token: 'bench-token',
  appSecret: 'bench-secret',
};
const SMS = {
  authKey: 'bench-authkey',
  senderId: 'VIDYAI',
  template: '6650b2f0d6fc05215d6b4a22',
  webhookToken: 'bench-report-token',
};

export type Providers = Awaited<ReturnType<typeof startProviders>>;

/**
 * The WhatsApp and SMS stand-ins as the providers, each refusing (429, as Meta and MSG91 do) more
 * than `limit` messages a second, and the keys that point a server at them.
 */
export async function startProviders(limit: number) {
  const whatsapp = await startWhatsAppStandIn({ ...WHATSAPP, maxPerSecond: limit });
  const sms = await startSmsStandIn({ authKey: SMS.authKey, maxPerSecond: limit });
  return {
    whatsapp,
    sms,
    /** A server's keys for the stand-ins, sending each channel at `rate` messages a second. */
    env: (rate: number): Record<string, string> => ({
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_TOKEN: WHATSAPP.token,
      WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
      WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
      WHATSAPP_RATE: String(rate),
      SMS_API_URL: sms.url,
      SMS_AUTH_KEY: SMS.authKey,
      SMS_SENDER_ID: SMS.senderId,
      SMS_WEBHOOK_TOKEN: SMS.webhookToken,
      SMS_RATE: String(rate),
    }),
    accepted: () => whatsapp.accepted.length + sms.accepted.length,
    /** From now on both providers report each accepted message to the server at `url`. */
    reportTo(url: string) {
      whatsapp.reportTo(`${url}/api/v1/notifications/whatsapp/webhook`);
      sms.reportTo(`${url}/api/v1/notifications/sms/report?token=${SMS.webhookToken}`);
    },
    close: () => Promise.all([whatsapp.close(), sms.close()]),
  };
}

/** The queued messages: each row's channel, and its id by the address it goes to. */
export interface Queue {
  channelOf: Map<string, 'whatsapp' | 'sms' | 'email'>;
  idByAddress: Map<string, string>;
}

/** A phone of its own for each message, so the SMS stand-in's log (which has no id of ours) tells them apart. */
const phoneOf = (i: number) => `+919${String(i).padStart(9, '0')}`;

/**
 * Queues `count` demo-class confirmations as the booking does (`enqueue`, in one transaction),
 * each to a visitor of its own, English and Hindi in turn; every second visitor opted out of
 * WhatsApp at the desk, so half go by SMS.
 */
export async function queueMessages(db: Db, count: number): Promise<Queue> {
  const at = new Date();
  await db.transaction().execute(async (trx) => {
    // The confirmation's MSG91 template, as the admin names it on the Message Templates screen.
    await saveTemplateRow(trx, {
      event: 'demo-booked',
      whatsapp_name: null,
      sms_template_id: SMS.template,
      texts: '{}',
      updated_at: at.toISOString(),
    });
    for (let i = 0; i < count; i++) {
      const phone = phoneOf(i);
      if (i % 2 === 1) {
        await recordConsent(trx, {
          channel: 'whatsapp',
          address: phone,
          optedIn: false,
          source: 'desk',
          at,
        });
      }
      const values = {
        name: `Visitor ${i}`,
        course: 'Python Programming',
        date: '06/01/2030',
        time: 'Mon-Fri 10:00-11:00',
        institute: 'Vidya Computer Institute',
        address: '12 Station Road, Lucknow',
        addressHi: '12 स्टेशन रोड, लखनऊ',
      };
      const language = i % 4 < 2 ? 'en' : 'hi';
      await enqueue(
        trx,
        {
          event: 'demo-booked',
          values,
          recipients: [{ role: 'visitor', name: values.name, language, phone }],
        },
        at,
      );
    }
  });
  const rows = await db.selectFrom('notifications').select(['id', 'channel', 'address']).execute();
  return {
    channelOf: new Map(rows.map((row) => [row.id, row.channel])),
    idByAddress: new Map(rows.map((row) => [row.address, row.id])),
  };
}

/**
 * Wakes a server's worker at once, as a feature does after the transaction that queued its
 * messages: a contact message, whose acknowledgement (an e-mail, to the outbox folder) is queued
 * too. Without it the worker finds the queue at its next poll, up to 5 s later, each server at
 * another moment.
 */
export async function wake(url: string): Promise<void> {
  const res = await fetch(`${url}/api/v1/contact/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: 'bench@example.com',
      subject: 'Wake the worker',
      message: 'The messages are queued.',
    }),
  });
  if (!res.ok) throw new Error(`the contact message to wake ${url} answered ${res.status}`);
}

/** When the stand-ins accepted their first and their last message, and how many on each channel. */
export interface Drain {
  first: number;
  last: number;
  /** When the stand-ins' logs reached each length noted (every 20 ms). */
  samples: { at: number; accepted: number }[];
  whatsapp: { count: number; first: number; last: number };
  sms: { count: number; first: number; last: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Messages not yet sent or given up: queued, or claimed and not settled. */
async function unsettled(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('notifications')
    .select(({ fn }) => fn.countAll<string>().as('count'))
    .where('status', 'in', ['queued', 'sending'])
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Watches the stand-ins' logs until no message is left queued or sending, noting when each
 * accepted its first and last; fails when one of `servers` ends or nothing moves for `stallMs`
 * (a claim's lease is two minutes).
 */
export async function watchDrain(
  db: Db,
  providers: Providers,
  servers: Server[],
  stallMs: number,
): Promise<Drain> {
  const channel = () => ({ count: 0, first: 0, last: 0 });
  const seen = { whatsapp: channel(), sms: channel() };
  const samples: Drain['samples'] = [];
  const note = () => {
    const now = performance.now();
    if (providers.accepted() !== samples.at(-1)?.accepted)
      samples.push({ at: now, accepted: providers.accepted() });
    for (const [name, log] of [
      ['whatsapp', providers.whatsapp.accepted],
      ['sms', providers.sms.accepted],
    ] as const) {
      const noted = seen[name];
      if (log.length === noted.count) continue;
      if (noted.count === 0) noted.first = now;
      noted.count = log.length;
      noted.last = now;
    }
  };
  let movedAt = performance.now();
  let left = Number.POSITIVE_INFINITY;
  for (let tick = 0; ; tick++) {
    const before = providers.accepted();
    await sleep(20);
    note();
    if (providers.accepted() !== before) movedAt = performance.now();
    if (tick % 25 !== 0) continue;
    const gone = servers.findIndex((server) => server.ended());
    if (gone >= 0)
      throw new Error(`server ${gone + 1} ended (${servers[gone]?.ended()}) mid-drain`);
    const now = await unsettled(db);
    if (now !== left) movedAt = performance.now();
    left = now;
    if (left === 0) break;
    if (performance.now() - movedAt > stallMs)
      throw new Error(`the drain stalled with ${left} messages unsent`);
  }
  const used = [seen.whatsapp, seen.sms].filter((noted) => noted.count > 0);
  return {
    ...seen,
    samples,
    first: Math.min(...used.map((noted) => noted.first)),
    last: Math.max(...used.map((noted) => noted.last)),
  };
}

/** When the stand-ins had accepted `count` messages. */
export const reachedAt = (drain: Drain, count: number) =>
  drain.samples.find((sample) => sample.accepted >= count)?.at ?? drain.last;

export interface SentOnce {
  ok: boolean;
  /** Ids of queued messages no stand-in accepted. */
  missing: string[];
  /** Ids accepted more than once, with how often. */
  twice: { id: string; channel: string; times: number }[];
  /** Accepted messages that match no queued one. */
  strangers: number;
  /** Rows neither sent nor reported delivered or read at the end, by status. */
  notSent: Record<string, number>;
  /** Attempts beyond each message's first (a 429 or a time-out retried, a lease run out). */
  retries: number;
  /** Messages sent on a later attempt than their first. */
  retried: number;
}

/**
 * Every queued message accepted exactly once, by the stand-ins' logs: WhatsApp by the row id it
 * echoes (biz_opaque_callback_data), SMS by the phone each message has to itself.
 */
export async function checkSentOnce(db: Db, providers: Providers, queue: Queue): Promise<SentOnce> {
  const times = new Map<string, number>();
  let strangers = 0;
  const count = (id: string | undefined) => {
    if (id === undefined || !queue.channelOf.has(id)) strangers++;
    else times.set(id, (times.get(id) ?? 0) + 1);
  };
  for (const message of providers.whatsapp.accepted) count(message.bizOpaqueCallbackData);
  for (const message of providers.sms.accepted) count(queue.idByAddress.get(`+${message.mobiles}`));
  const missing = [...queue.channelOf.keys()].filter((id) => !times.has(id));
  const twice = [...times]
    .filter(([, n]) => n > 1)
    .map(([id, n]) => ({ id, channel: queue.channelOf.get(id) ?? '', times: n }));
  const statuses = await db
    .selectFrom('notifications')
    .select(({ fn }) => [
      'status',
      fn.countAll<string>().as('count'),
      sql<string>`sum(attempts - 1)`.as('retries'),
      sql<string>`sum(case when attempts > 1 then 1 else 0 end)`.as('retried'),
    ])
    .groupBy('status')
    .execute();
  const notSent = Object.fromEntries(
    statuses
      .filter((row) => !['sent', 'delivered', 'read'].includes(row.status))
      .map((row) => [row.status, Number(row.count)]),
  );
  const retries = statuses.reduce((sum, row) => sum + Number(row.retries), 0);
  const retried = statuses.reduce((sum, row) => sum + Number(row.retried), 0);
  return {
    ok:
      missing.length === 0 &&
      twice.length === 0 &&
      strangers === 0 &&
      Object.keys(notSent).length === 0,
    missing,
    twice,
    strangers,
    notSent,
    retries,
    retried,
  };
}

/** The check as one line: "each sent once" or what went wrong, with the ids. */
export function describeSentOnce(check: SentOnce): string {
  const problems = [
    check.missing.length
      ? `${check.missing.length} NEVER SENT (${check.missing.slice(0, 10).join(', ')})`
      : '',
    check.twice.length
      ? `${check.twice.length} SENT TWICE (${check.twice
          .map((dup) => `${dup.channel} ${dup.id} ×${dup.times}`)
          .join(', ')})`
      : '',
    check.strangers ? `${check.strangers} accepted that were never queued` : '',
    Object.keys(check.notSent).length ? `rows left not sent: ${JSON.stringify(check.notSent)}` : '',
  ].filter(Boolean);
  return problems.length ? `FAILED: ${problems.join('; ')}` : 'each sent exactly once';
}
