import type { ActivityEntity } from '#common/schemas/activity';
import type { Db } from '#server/db/database';
import type { User } from '#server/db/schema';
import { newId, now } from '#server/db/time';

export interface AuditNote {
  action: string;
  /** What it is about; '' only for a write no feature named, which start-up refuses for admin routes. */
  entity: ActivityEntity | '';
  entityId?: string | null;
  /** What changed, before → after, in a line. */
  summary: string;
}

const SUMMARY_MAX = 500;

/** Appends an entry; entries are never updated or deleted. */
export async function recordAudit(db: Db, actor: User, note: AuditNote): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      actor_id: actor.id,
      actor_name: actor.user_name || actor.email,
      action: note.action,
      entity: note.entity,
      entity_id: note.entityId ?? null,
      summary:
        note.summary.length > SUMMARY_MAX
          ? `${note.summary.slice(0, SUMMARY_MAX - 1)}…`
          : note.summary,
      created_at: now(),
    })
    .execute();
}

/** The activity screen's rows, newest first. */
export const auditQuery = (db: Db) =>
  db.selectFrom('audit_log').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
