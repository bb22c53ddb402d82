import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '#common/api';

/**
 * One info line per API request. Assets, media and pages stay out of the log: a page load
 * fetches a dozen files, and those lines would bury the ones that matter. Errors are logged where
 * they happen, whatever the path.
 */
export const requestLog = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    request.log.info(
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
});
