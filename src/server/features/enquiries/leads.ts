import type { EnquiryStatus } from '#common/schemas/enquiries';
import type { Db } from '#server/db/database';
import type { EnquiryNote } from '#server/db/schema';
import { newId, now } from '#server/db/time';

/** Contact queries and registrations are both leads: the same pipeline, notes and search. */
export type LeadKind = EnquiryNote['kind'];

const leadTables = {
  contact: 'contact_queries',
  registration: 'student_registrations',
} as const;

interface PipelineChanges {
  status?: EnquiryStatus;
  follow_up_on?: string | null;
}

/** Sets the lead's status or follow-up day, whichever the changes name. */
export async function updatePipeline(
  db: Db,
  kind: LeadKind,
  id: string,
  changes: PipelineChanges,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable(leadTables[kind]).set(changes).where('id', '=', id).execute();
}

export async function addNote(
  db: Db,
  kind: LeadKind,
  enquiryId: string,
  author: string,
  text: string,
): Promise<void> {
  await db
    .insertInto('enquiry_notes')
    .values({
      id: newId(),
      kind,
      enquiry_id: enquiryId,
      author_name: author,
      text,
      created_at: now(),
    })
    .execute();
}

/** The notes of each lead, oldest first. */
export async function notesOf(
  db: Db,
  kind: LeadKind,
  ids: string[],
): Promise<Map<string, EnquiryNote[]>> {
  const notes = new Map<string, EnquiryNote[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return notes;
  const rows = await db
    .selectFrom('enquiry_notes')
    .selectAll()
    .where('kind', '=', kind)
    .where('enquiry_id', 'in', ids)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) notes.get(row.enquiry_id)?.push(row);
  return notes;
}

/** Removes the lead and its notes together. */
export async function deleteLead(db: Db, kind: LeadKind, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('enquiry_notes')
      .where('kind', '=', kind)
      .where('enquiry_id', '=', id)
      .execute();
    await trx.deleteFrom(leadTables[kind]).where('id', '=', id).execute();
  });
}

const closed: EnquiryStatus[] = ['joined', 'not_interested'];

/** Leads of both kinds whose follow-up day is `today` or earlier and that are still open. */
export async function countFollowUpsDue(db: Db, today: string): Promise<number> {
  let total = 0;
  for (const table of Object.values(leadTables)) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('follow_up_on', '<=', today)
      .where('status', 'not in', closed)
      .executeTakeFirstOrThrow();
    total += Number(row.n);
  }
  return total;
}

/** Leads of both kinds received since the time given. */
export async function countCreatedSince(db: Db, since: string): Promise<number> {
  let total = 0;
  for (const table of Object.values(leadTables)) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    total += Number(row.n);
  }
  return total;
}
