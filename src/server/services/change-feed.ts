import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

const CHANNEL = 'site:data-changed';

/** How the servers of one site tell each other that their data changed. */
export interface ChangeFeed {
  /** Resolves once listening (or once that failed, which leaves the feed not live). */
  open(): Promise<void>;
  /** Whether every other server's changes reach this one now. */
  readonly live: () => boolean;
  /** Tells the other servers. */
  publish(): void;
  /** `listener` runs on another server's change, and when changes may have been missed. */
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

/** A single server: there is nobody to tell. */
export const localChangeFeed = (): ChangeFeed => ({
  open: async () => undefined,
  live: () => true,
  publish: () => undefined,
  onChange: () => undefined,
  close: async () => undefined,
});

/** How often the subscription is asked whether Redis still answers, and how long it may take. */
const HEARTBEAT_MS = 1000;

/**
 * Redis pub/sub. While the subscription is down, messages are lost, so the feed is not live;
 * once Redis has confirmed it again, listeners run as if a change had come. A Redis that stops
 * answering without closing the connection (a frozen process, a network cut) misses a heartbeat,
 * and the subscription is made anew. Each outage is logged once.
 */
export function redisChangeFeed(url: string, log: Pick<Logger, 'warn' | 'info'>): ChangeFeed {
  const self = randomUUID();
  // A change made during a short cut is still told once the connection is back.
  const publisher = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: HEARTBEAT_MS,
    enableOfflineQueue: false,
    autoResubscribe: false,
  });
  const listeners: (() => void)[] = [];
  const tell = () => listeners.forEach((listener) => listener());
  let opened!: () => void;
  const firstTry = new Promise<void>((resolve) => (opened = resolve));
  let listening = false;
  let away = false;
  const wentAway = (error: unknown) => {
    opened();
    if (away) return;
    away = true;
    log.warn({ err: error }, 'redis change feed down: the response cache is off until it is back');
  };
  for (const client of [publisher, subscriber]) client.on('error', wentAway);
  subscriber.on('close', () => (listening = false));
  subscriber.on('message', (_channel: string, from: string) => from !== self && tell());
  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(() => {
      listening = true;
      if (away) log.info('redis change feed back');
      away = false;
      opened();
      tell();
    }, wentAway);
  });
  const heartbeat = setInterval(() => {
    if (!listening) return;
    subscriber.ping().catch((error: unknown) => {
      listening = false;
      wentAway(error);
      subscriber.disconnect(true);
    });
  }, HEARTBEAT_MS).unref();
  return {
    open: () => firstTry,
    live: () => listening,
    publish: () => void publisher.publish(CHANNEL, self).catch(wentAway),
    onChange: (listener) => void listeners.push(listener),
    close: async () => {
      clearInterval(heartbeat);
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
