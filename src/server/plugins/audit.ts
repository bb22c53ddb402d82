import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { describeWrite } from './audit-summary';
import { recordAudit, type AuditNote } from '../features/audit/repo';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false on an admin POST that only reads (a list, a preview). */
    audit?: false;
  }
  interface FastifyRequest {
    auditNote: Partial<AuditNote> | null;
  }
}

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Says what the write did, where the route knows better than its address (before → after). */
export function noteAudit(request: FastifyRequest, note: Partial<AuditNote>): void {
  request.auditNote = { ...request.auditNote, ...note };
}

/** The answer's `data`, where a create names what it made. */
function answerData(payload: unknown): Record<string, unknown> | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    const { data } = JSON.parse(payload) as { data?: unknown };
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every successful write by an admin through an admin route (or one that noted itself, such as
 * creating an admin) is recorded before the answer leaves: who, when, what, and a summary.
 */
export const audit = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auditNote', null);
  const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const config = request.routeOptions.config;
    if (reply.statusCode >= 400 || config.audit === false) return;
    if (config.access !== 'admin' && !request.auditNote) return;
    const actor = request.user;
    if (!actor || actor.role !== 'admin') return;
    await recordAudit(app.db, actor, {
      ...describeWrite(request, answerData(payload)),
      ...request.auditNote,
    });
  };
  // Before the routes' own hooks (compression), so a create's answer is still JSON text; a
  // callback hook, so that reads pass it without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!writes.has(request.method)) return done();
    record(request, reply, payload).then(() => done(), done);
  });
});
