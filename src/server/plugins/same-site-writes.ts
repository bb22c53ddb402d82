import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

/**
 * A browser says where a request comes from (`Sec-Fetch-Site`, `Origin`); a write that another
 * site's page sends is refused, so a form elsewhere cannot act with a visitor's cookie. Clients
 * that are not browsers send neither header and are let through to the usual checks.
 */
export const sameSiteWrites = fp(async (app: FastifyInstance) => {
  const publicHost = hostOf(app.config.PUBLIC_URL);
  const fromElsewhere = (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') return true;
    const origin = request.headers.origin;
    if (origin === undefined) return false;
    const host = hostOf(origin);
    return host === undefined || (host !== request.host && host !== publicHost);
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (!READS.has(request.method) && fromElsewhere(request))
      done(new HttpError(403, 'Requests from other sites are not accepted.'));
    else done();
  });
});
