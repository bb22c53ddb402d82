import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { memoryCounters, redisCounters } from '../services/counters';
import { HttpError } from './errors';

/**
 * Counters live in Redis when REDIS_URL is set (so several servers share them, and each counts
 * alone while Redis is away), in memory otherwise. Nothing is limited globally; routes opt in
 * with `attemptLimits` (and the login with `loginLimits`).
 */
export const rateLimits = fp(async (app: FastifyInstance) => {
  const counters = app.config.REDIS_URL
    ? await redisCounters(app.config.REDIS_URL, app.log)
    : memoryCounters();
  app.addHook('onClose', () => counters.close());
  app.decorate('counters', counters);
  const uploads = attemptLimits(app, 'upload', { perUser: app.config.UPLOAD_LIMIT_PER_USER });
  app.decorate('limitUploads', (request: FastifyRequest) => uploads(request));
});

/** The account an attempt is at, read from the body; '' when it names none. */
export type AccountOf = (body: unknown) => string;

const emailOf: AccountOf = (body) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** An IPv6 address's eight groups, '::' filled with zeros (an IPv4 tail counts as two). */
const ipv6Groups = (ip: string) => {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  if (tail === undefined) return left;
  const right = tail ? tail.split(':') : [];
  const width = [...left, ...right].reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  return [...left, ...Array<string>(8 - width).fill('0'), ...right];
};

/** The address limits count: for IPv6 its /64 network, which one home or phone holds whole. */
export function addressOf(request: FastifyRequest): string {
  const { ip } = request;
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const network = ipv6Groups(ip)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}

function tooMany(
  reply: FastifyReply | undefined,
  ttlMs: number,
  what = 'Too many attempts.',
): never {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply?.header('retry-after', seconds);
  const minutes = Math.ceil(seconds / 60);
  throw new HttpError(
    429,
    `${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

interface AttemptLimits {
  /** Attempts from one client address, whatever they name. */
  perIp?: number;
  /** Attempts by one logged-in user. */
  perUser?: number;
  /** Attempts naming one account, from one address: a guesser locks out only their own address. */
  perAccountAndIp?: number;
  /** Attempts naming one account from anywhere. */
  perAccount?: number;
  /** Reads the account from the body: the e-mail unless told otherwise. */
  accountOf?: AccountOf;
  /** Counts only the attempts whose body this accepts: all of them without it. */
  when?: (body: unknown) => boolean;
  /** The refusal's first sentence: "Too many attempts." unless told otherwise. */
  refusal?: string;
}

/**
 * A preHandler that counts one attempt at `action` per client address, per logged-in user and,
 * when the body names an account (an e-mail, unless `accountOf` reads another), per account (and
 * address); past any limit the answer is 429.
 */
export function attemptLimits(app: FastifyInstance, action: string, limits: AttemptLimits) {
  const windowMs = app.config.RATE_LIMIT_WINDOW_MINUTES * 60_000;
  const accountOf = (request: FastifyRequest) => (limits.accountOf ?? emailOf)(request.body);
  /** Each limit and the key it counts under, '' where it does not apply. */
  const keyed: [number | undefined, (request: FastifyRequest) => string][] = [
    [limits.perIp, (request) => `ip:${addressOf(request)}`],
    [limits.perUser, (request) => (request.user ? `user:${request.user.id}` : '')],
    [
      limits.perAccountAndIp,
      (request) => accountOf(request) && `account-ip:${accountOf(request)}:${addressOf(request)}`,
    ],
    [limits.perAccount, (request) => accountOf(request) && `account:${accountOf(request)}`],
  ];
  const counted = keyed.filter((entry): entry is [number, (typeof entry)[1]] => !!entry[0]);
  return async (request: FastifyRequest, reply?: FastifyReply) => {
    // Admins act for the institute (creating admins, for one); their calls are not throttled.
    if (request.user?.role === 'admin') return;
    if (limits.when && !limits.when(request.body)) return;
    for (const [max, keyOf] of counted) {
      const key = keyOf(request);
      if (!key) continue;
      const { counts, ttlMs } = await app.counters.add(`${action}:${key}`, ['n'], 1, windowMs);
      if ((counts[0] ?? 0) > max) tooMany(reply, ttlMs, limits.refusal);
    }
  };
}

const loginAccountKey = (email: string) => `login:account:${email}`;

/**
 * The login's limits count wrong passwords. An attempt counts as wrong until its password proves
 * right (so that guesses sent at once are all counted); a right one, and one refused here, take
 * their counts back. Past LOGIN_LIMIT_PER_IP an address waits; past LOGIN_LIMIT_PER_ACCOUNT_AND_IP
 * an address waits for that account. Past LOGIN_LIMIT_PER_ACCOUNT only addresses that have
 * already tried that account wait, so that its owner still logs in from anywhere else; past twice
 * as many, every address waits (decision 035).
 */
export function loginLimits(app: FastifyInstance) {
  const { config, counters } = app;
  const windowMs = config.RATE_LIMIT_WINDOW_MINUTES * 60_000;
  /** Adds to the address's count and, when the body names one, to the account's (all, and from here). */
  const add = (request: FastifyRequest, by: number) => {
    const address = addressOf(request);
    const account = emailOf(request.body);
    return Promise.all([
      counters.add(`login:ip:${address}`, ['n'], by, windowMs),
      account
        ? counters.add(loginAccountKey(account), ['all', `ip:${address}`], by, windowMs)
        : undefined,
    ]);
  };
  const counted = new WeakSet<FastifyRequest>();
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const [byIp, byAccount] = await add(request, 1);
      const [all = 0, fromHere = 0] = byAccount?.counts ?? [];
      const perAccount = config.LOGIN_LIMIT_PER_ACCOUNT;
      const overIp = (byIp.counts[0] ?? 0) > config.LOGIN_LIMIT_PER_IP;
      const overAccount =
        fromHere > config.LOGIN_LIMIT_PER_ACCOUNT_AND_IP ||
        (all > perAccount && fromHere > 1) ||
        all > 2 * perAccount;
      if (overIp || overAccount) {
        await add(request, -1);
        tooMany(
          reply,
          Math.max(overIp ? byIp.ttlMs : 0, overAccount ? (byAccount?.ttlMs ?? 0) : 0),
        );
      }
      counted.add(request);
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode === 200 && counted.has(request)) await add(request, -1);
    },
  };
}

/** Drops the counts of wrong passwords at an account, once its owner has set a new password. */
export const forgetLoginFailures = (app: FastifyInstance, email: string) =>
  app.counters.forget(loginAccountKey(emailOf({ email })));
