import type { Db } from '#server/db/database';
import type { CertificateEvent, CertificateEventsTable, User } from '#server/db/schema';
import { newId, now } from '#server/db/time';

export type CertificateAction = CertificateEventsTable['action'];

export interface ChangeRecord {
  certificateId: string;
  action: CertificateAction;
  detail: string;
}

/** Records who changed which certificates, how and when (the same moment for a batch). */
export async function recordChanges(db: Db, actor: User, changes: ChangeRecord[]): Promise<void> {
  const stamp = now();
  const rows = changes.map((change) => ({
    id: newId(),
    certificate_id: change.certificateId,
    action: change.action,
    actor_id: actor.id,
    actor_name: actor.user_name,
    detail: change.detail,
    created_at: stamp,
  }));
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insertInto('certificate_events')
      .values(rows.slice(i, i + 100))
      .execute();
  }
}

export const recordChange = (db: Db, actor: User, change: ChangeRecord) =>
  recordChanges(db, actor, [change]);

/** A certificate's changes, oldest first. */
export function changesOf(db: Db, certificateId: string): Promise<CertificateEvent[]> {
  return db
    .selectFrom('certificate_events')
    .selectAll()
    .where('certificate_id', '=', certificateId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
