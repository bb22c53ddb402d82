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
});

/** The account an attempt is at, read from the body; '' when it names none. */
export type AccountOf = (body: unknown) => string;

const emailOf: AccountOf = (body) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/**
 * A preHandler that counts one attempt at `action` per client address and, when the body names
 * an account (an e-mail, unless `accountOf` reads another), per account; past either limit the
 * answer is 429.
 */
export function attemptLimits(
  app: FastifyInstance,
  action: string,
  perIp: number,
  perAccount?: number,
  accountOf: AccountOf = emailOf,
) {
  const timeWindow = app.config.RATE_LIMIT_WINDOW_MINUTES * 60_000;
  const limiters = [
    app.createRateLimit({
      max: perIp,
      timeWindow,
      keyGenerator: (request) => `${action}:ip:${request.ip}`,
    }),
  ];
  if (perAccount) {
    limiters.push(
      app.createRateLimit({
        max: perAccount,
        timeWindow,
        keyGenerator: (request) => `${action}:account:${accountOf(request.body)}`,
        allowList: (request) => accountOf(request.body) === '',
      }),
    );
  }
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Admins act for the institute (creating admins, for one); their calls are not throttled.
    if (request.user?.role === 'admin') return;
    for (const limit of limiters) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
        throw new HttpError(
          429,
          `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    }
  };
}
