import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** What a key holds after an addition: each field's count and the milliseconds its window has left. */
export interface Counted {
  counts: number[];
  ttlMs: number;
}

/** Counts in fixed windows: a key's window starts with its first count and ends for all its fields. */
export interface Counters {
  /** Adds `by` (1, or -1 to take a count back) to each of `fields` of `key`. */
  add(key: string, fields: string[], by: number, windowMs: number): Promise<Counted>;
  /** Drops every count of `key`. */
  forget(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Keys kept in memory at most; past that the oldest window goes. */
const MEMORY_KEYS = 100_000;

/** One server's counts. */
export function memoryCounters(): Counters {
  const windows = new Map<string, { counts: Map<string, number>; endsAt: number }>();
  return {
    add: async (key, fields, by, windowMs) => {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        if (by < 0) return { counts: fields.map(() => 0), ttlMs: 0 };
        windows.delete(key);
        window = { counts: new Map(), endsAt: now + windowMs };
        windows.set(key, window);
        if (windows.size > MEMORY_KEYS) windows.delete(windows.keys().next().value as string);
      }
      const { counts } = window;
      return {
        counts: fields.map((field) => {
          const count = (counts.get(field) ?? 0) + by;
          counts.set(field, count);
          return count;
        }),
        ttlMs: window.endsAt - now,
      };
    },
    forget: async (key) => void windows.delete(key),
    close: async () => undefined,
  };
}

/** ARGV: by, window (ms), fields. Returns the window's ms left, then each field's count. */
const ADD = `
local by = tonumber(ARGV[1])
if by < 0 and redis.call('EXISTS', KEYS[1]) == 0 then return {0} end
local result = {0}
for i = 3, #ARGV do result[i - 1] = redis.call('HINCRBY', KEYS[1], ARGV[i], by) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  ttl = tonumber(ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ttl)
end
result[1] = ttl
return result
`;

const PREFIX = 'rate-limit:';
/** How long a command may take before this server counts alone. */
const COMMAND_MS = 300;
/** How long after a failed command Redis is left alone (it hangs, or its connection is down). */
const REST_MS = 1000;

type WithAdd = Redis & {
  countAdd(key: string, by: number, windowMs: number, ...fields: string[]): Promise<number[]>;
};

/**
 * Counts in Redis, shared by every server. While Redis cannot answer within COMMAND_MS, the
 * counts are this server's own (in memory), so that no request waits on Redis or fails with it:
 * logged once when Redis goes away and once when it is back, which it notices by itself.
 */
export async function redisCounters(
  url: string,
  log: Pick<Logger, 'warn' | 'info'>,
): Promise<Counters> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    commandTimeout: COMMAND_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Reconnecting costs little, and until then the counts are this server's alone.
    retryStrategy: (times) => Math.min(times * 50, 500),
  }) as WithAdd;
  redis.defineCommand('countAdd', { numberOfKeys: 1, lua: ADD });
  const memory = memoryCounters();
  let away = false;
  let restUntil = 0;
  const wentAway = (error: unknown) => {
    restUntil = Date.now() + REST_MS;
    if (away) return;
    away = true;
    log.warn({ err: error }, 'Redis cannot be reached: rate limits count on this server alone');
  };
  // ioredis reports each failed reconnection here; the first one is logged.
  redis.on('error', wentAway);
  const either = async <T>(shared: () => Promise<T>, own: () => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready' || Date.now() < restUntil) return own();
    try {
      const result = await shared();
      if (away) {
        away = false;
        log.info('Redis is back: rate limits are shared again');
      }
      return result;
    } catch (error) {
      wentAway(error);
      return own();
    }
  };
  await redis.connect().catch(wentAway);
  return {
    add: (key, fields, by, windowMs) =>
      either(
        async () => {
          const [ttlMs = 0, ...counts] = await redis.countAdd(
            PREFIX + key,
            by,
            windowMs,
            ...fields,
          );
          return { counts: fields.map((_, i) => counts[i] ?? 0), ttlMs };
        },
        () => memory.add(key, fields, by, windowMs),
      ),
    forget: (key) =>
      either(
        async () => void (await Promise.all([redis.del(PREFIX + key), memory.forget(key)])),
        () => memory.forget(key),
      ),
    close: async () => redis.disconnect(),
  };
}
