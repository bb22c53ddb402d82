import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from './errors';

/**
 * Counters live in Redis when REDIS_URL is set (so several servers share them), in memory
 * otherwise. Nothing is limited globally; routes opt in with `attemptLimits`.
 */
export const rateLimits = fp(async (app: FastifyInstance) => {
  const redis = app.config.REDIS_URL
    ? new Redis(app.config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
  const uploads = attemptLimits(app, 'upload', { perUser: app.config.UPLOAD_LIMIT_PER_USER });
  app.decorate('limitUploads', (request: FastifyRequest) => uploads(request));
});

/** The account an attempt is at, read from the body; '' when it names none. */
export type AccountOf = (body: unknown) => string;

const emailOf: AccountOf = (body) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

interface AttemptLimits {
  /** Attempts from one client address, whatever they name. */
  perIp?: number;
  /** Attempts by one logged-in user. */
  perUser?: number;
  /** Attempts naming one account, from one address: a guesser locks out only their own address. */
  perAccountAndIp?: number;
  /** Attempts naming one account from anywhere: high, so that nobody can lock its owner out. */
  perAccount?: number;
  /** Reads the account from the body: the e-mail unless told otherwise. */
  accountOf?: AccountOf;
}

/**
 * A preHandler that counts one attempt at `action` per client address and, when the body names
 * an account (an e-mail, unless `accountOf` reads another), per account (and address); past any
 * limit the answer is 429.
 */
export function attemptLimits(app: FastifyInstance, action: string, limits: AttemptLimits) {
  const timeWindow = app.config.RATE_LIMIT_WINDOW_MINUTES * 60_000;
  const accountOf = (request: FastifyRequest) => (limits.accountOf ?? emailOf)(request.body);
  const limit = (max: number, key: (request: FastifyRequest) => string, perAccount: boolean) =>
    app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `${action}:${key(request)}`,
      ...(perAccount ? { allowList: (request: FastifyRequest) => accountOf(request) === '' } : {}),
    });
  const limiters: ReturnType<typeof limit>[] = [];
  if (limits.perIp) limiters.push(limit(limits.perIp, (request) => `ip:${request.ip}`, false));
  if (limits.perUser)
    limiters.push(
      limit(limits.perUser, (request) => `user:${request.user?.id ?? request.ip}`, false),
    );
  if (limits.perAccountAndIp)
    limiters.push(
      limit(
        limits.perAccountAndIp,
        (request) => `account-ip:${accountOf(request)}:${request.ip}`,
        true,
      ),
    );
  if (limits.perAccount)
    limiters.push(limit(limits.perAccount, (request) => `account:${accountOf(request)}`, true));
  return async (request: FastifyRequest, reply?: FastifyReply) => {
    // Admins act for the institute (creating admins, for one); their calls are not throttled.
    if (request.user?.role === 'admin') return;
    for (const limit of limiters) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply?.header('retry-after', result.ttlInSeconds);
        const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
        throw new HttpError(
          429,
          `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    }
  };
}
