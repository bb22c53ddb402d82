import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '#common/api';
import { HttpError } from './errors';
import { addRouteHook } from './route-hooks';

/** Who may call a route: anyone, a logged-in user, or an admin. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route under the API prefix; the app refuses to start without it. */
    access?: Access;
  }
}

/** Refuses a request the route's access does not allow (401 for visitors, 403 for students). */
export function requireAccess(request: FastifyRequest, access: Access): void {
  if (access === 'public') return;
  if (!request.user) throw new HttpError(401, 'Please log in to continue.');
  if (access === 'admin' && request.user.role !== 'admin') {
    throw new HttpError(403, 'Only admins can do this.');
  }
}

/**
 * Every API route declares `config.access`; its check runs as the route's own onRequest hook,
 * after the session is read and before the body is parsed.
 */
export const access = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const level = route.config?.access;
    if (!level) {
      throw new Error(`${route.method.toString()} ${route.url} declares no access`);
    }
    if (level === 'public') return;
    addRouteHook(route, 'onRequest', async (request) => requireAccess(request, level));
  });
});
