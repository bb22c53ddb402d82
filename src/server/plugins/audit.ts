import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { activityEntities, type ActivityEntity } from '#common/schemas/activity';
import { recordAudit, type AuditNote } from '../features/audit/repo';

/** What a route's writes are entered in the activity log as; the route's note may say more. */
export interface AuditEntry {
  /** The kind of thing written: "course", "blog post". */
  entity?: ActivityEntity;
  /** What the write did, where its method does not say it (POST created, DELETE deleted, else updated). */
  action?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the route's admin writes are logged; false on an admin POST that only reads (a list, a preview). */
    audit?: AuditEntry | false;
  }
  interface FastifyRequest {
    auditNote: Partial<AuditNote> | null;
  }
}

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const methodActions: Record<string, string> = { POST: 'created', DELETE: 'deleted' };

/**
 * Names the thing the writes of the routes registered after it in this plugin (and its children)
 * are about, one of the Activity screen's filter; a child plugin's own name holds over its parent's
 * (their hooks run parent first). A route's own `config.audit` adds its action or turns the log off.
 */
export function auditEntity(app: FastifyInstance, entity: ActivityEntity): void {
  app.addHook('onRoute', (route) => {
    const own = route.config?.audit;
    if (own === false) return;
    route.config = { ...route.config, audit: { ...own, entity } };
  });
}

/** Says what the write did: its summary (before → after), and where the route knows better, its action. */
export function noteAudit(request: FastifyRequest, note: Partial<AuditNote>): void {
  request.auditNote = { ...request.auditNote, ...note };
}

/** The id an answer's `data` gives, where a create names what it made. */
function createdId(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    const { data } = JSON.parse(payload) as { data?: { _id?: unknown } };
    return typeof data?._id === 'string' ? data._id : undefined;
  } catch {
    return undefined;
  }
}

/** The entry of a write, from what its route declares and what it noted. */
function entryOf(request: FastifyRequest, payload: unknown): AuditNote {
  const declared = request.routeOptions.config.audit || {};
  const note = request.auditNote ?? {};
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const path = (request.routeOptions.url ?? request.url).replace(/^\/api\/v1\//, '');
  return {
    entity: note.entity ?? declared.entity ?? '',
    action: note.action ?? declared.action ?? methodActions[request.method] ?? 'updated',
    entityId: note.entityId ?? params.id ?? params.courseId ?? createdId(payload) ?? null,
    summary: note.summary ?? `${request.method} /${path}`,
  };
}

/**
 * Records every successful write by an admin through an admin route (or one that noted itself,
 * such as creating an admin) before the answer leaves: who, when, what, and a summary. The routes
 * say what is recorded; this only records it.
 */
export const audit = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auditNote', null);
  // Every admin write is about something its feature names: checked once all routes are in.
  const adminWrites: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.config?.access === 'admin' && methods.some((method) => writes.has(method))) {
      adminWrites.push(route);
    }
  });
  app.addHook('onReady', async () => {
    const unnamed = adminWrites.filter(({ config }) => {
      const entity = config?.audit === false ? undefined : config?.audit?.entity;
      return config?.audit !== false && !(entity && activityEntities.includes(entity));
    });
    if (unnamed.length > 0) {
      const routes = unnamed.map((route) => `${[route.method].flat().join(',')} ${route.url}`);
      throw new Error(
        `Admin writes whose feature names no audit entity of the Activity filter: ${routes.join('; ')}`,
      );
    }
  });
  const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const config = request.routeOptions.config;
    if (reply.statusCode >= 400 || config.audit === false) return;
    if (config.access !== 'admin' && !request.auditNote) return;
    const actor = request.user;
    if (!actor || actor.role !== 'admin') return;
    await recordAudit(app.db, actor, entryOf(request, payload));
  };
  // Before the routes' own hooks (compression), so a create's answer is still JSON text; a
  // callback hook, so that reads pass it without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!writes.has(request.method)) return done();
    record(request, reply, payload).then(() => done(), done);
  });
});
