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

/**
 * Redis pub/sub. While the subscription is down, messages are lost, so the feed is not live;
 * once it is back, listeners run as if a change had come.
 */
export function redisChangeFeed(url: string, log: Pick<Logger, 'warn'>): ChangeFeed {
  const self = randomUUID();
  const options = { connectTimeout: 1000, maxRetriesPerRequest: 1 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const listeners: (() => void)[] = [];
  const tell = () => listeners.forEach((listener) => listener());
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => log.warn({ err: error }, 'redis change feed'));
  }
  subscriber.on('message', (_channel: string, from: string) => from !== self && tell());
  subscriber.on('ready', tell);
  return {
    open: () =>
      subscriber.subscribe(CHANNEL).then(
        () => undefined,
        (error: unknown) => log.warn({ err: error }, 'redis change feed not listening'),
      ),
    live: () => subscriber.status === 'ready',
    publish: () =>
      void publisher
        .publish(CHANNEL, self)
        .catch((error: unknown) => log.warn({ err: error }, 'change not published')),
    onChange: (listener) => void listeners.push(listener),
    close: async () => {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
