import type { RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'onSend';

/** Adds a hook of the route's own, after those it declares. */
export function addRouteHook<K extends HookName>(
  route: RouteOptions,
  name: K,
  hook: NonNullable<RouteOptions[K]>,
): void {
  const existing = route[name];
  const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  route[name] = [...hooks, ...(Array.isArray(hook) ? hook : [hook])] as RouteOptions[K];
}
