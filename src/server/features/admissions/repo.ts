import { sql } from 'kysely';
import type { AdmissionStatus, PrivateDocumentKind } from '#common/admissions';
import type { Db } from '#server/db/database';
import type { AdmissionRow, AdmissionsTable } from '#server/db/schema';
import { newId } from '#server/db/time';

/* Admission applications, their documents and numbers (migration 0051). */

export type NewAdmission = Pick<
  AdmissionsTable,
  'source' | 'mobile_no' | 'resume_hash' | 'language' | 'answers' | 'course_id' | 'batch_id'
> &
  Pick<AdmissionsTable, 'registration_id' | 'enquiry_id'>;

export async function insertAdmission(db: Db, admission: NewAdmission, at: string) {
  return db
    .insertInto('admissions')
    .values({
      ...admission,
      id: newId(),
      status: 'draft',
      aadhaar_last4: null,
      photo_key: null,
      correction_note: null,
      decision_reason: null,
      user_id: null,
      decided_by: null,
      submitted_at: null,
      decided_at: null,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const findAdmission = (db: Db, id: string) =>
  db.selectFrom('admissions').selectAll().where('id', '=', id).executeTakeFirst();

export const admissionByResumeHash = (db: Db, hash: string) =>
  db.selectFrom('admissions').selectAll().where('resume_hash', '=', hash).executeTakeFirst();

type AdmissionChanges = Partial<
  Pick<
    AdmissionRow,
    | 'answers'
    | 'course_id'
    | 'batch_id'
    | 'aadhaar_last4'
    | 'photo_key'
    | 'resume_hash'
    | 'correction_note'
    | 'decision_reason'
    | 'user_id'
    | 'decided_by'
    | 'submitted_at'
    | 'decided_at'
  >
>;

/**
 * Changes an application that is still in one of the `from` states (moving it to `to`, if given);
 * the row as changed, or undefined when it was in none of them (a parallel request moved it).
 */
export function changeAdmission(
  db: Db,
  id: string,
  from: AdmissionStatus[],
  changes: AdmissionChanges & { status?: AdmissionStatus },
  at: string,
) {
  return db
    .updateTable('admissions')
    .set({ ...changes, updated_at: at })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

/** Applications by status, newest sent first (drafts by when they were started), with the course. */
export function listAdmissions(db: Db, status: AdmissionStatus | undefined) {
  let query = db
    .selectFrom('admissions')
    .leftJoin('courses', 'courses.id', 'admissions.course_id')
    .leftJoin('users', 'users.id', 'admissions.user_id')
    .select([
      'admissions.id',
      'admissions.status',
      'admissions.source',
      'admissions.answers',
      'admissions.mobile_no',
      'admissions.submitted_at',
      'admissions.created_at',
      'courses.course_title',
      'users.admission_number',
    ])
    .orderBy(sql`coalesce(admissions.submitted_at, admissions.created_at)`, 'desc')
    .limit(500);
  if (status) query = query.where('admissions.status', '=', status);
  return query.execute();
}

export const documentsOf = (db: Db, admissionId: string) =>
  db
    .selectFrom('admission_documents')
    .selectAll()
    .where('admission_id', '=', admissionId)
    .orderBy('kind')
    .execute();

export const findDocument = (db: Db, id: string) =>
  db.selectFrom('admission_documents').selectAll().where('id', '=', id).executeTakeFirst();

export const documentOfKind = (db: Db, admissionId: string, kind: PrivateDocumentKind) =>
  db
    .selectFrom('admission_documents')
    .selectAll()
    .where('admission_id', '=', admissionId)
    .where('kind', '=', kind)
    .executeTakeFirst();

/** The application's document of this kind becomes this file (in place of any before). */
export async function putDocument(
  db: Db,
  document: {
    admissionId: string;
    kind: PrivateDocumentKind;
    key: string;
    mime: string;
    fileName: string;
  },
  at: string,
) {
  await db
    .deleteFrom('admission_documents')
    .where('admission_id', '=', document.admissionId)
    .where('kind', '=', document.kind)
    .execute();
  await db
    .insertInto('admission_documents')
    .values({
      id: newId(),
      admission_id: document.admissionId,
      kind: document.kind,
      file_key: document.key,
      mime: document.mime,
      file_name: document.fileName,
      uploaded_at: at,
      deleted_at: null,
    })
    .execute();
}

/**
 * Documents still stored whose application was decided before `cutoff`, or left unsent (a draft,
 * or a correction never made) and untouched since before it.
 */
export const documentsPastRetention = (db: Db, cutoff: string) =>
  db
    .selectFrom('admission_documents')
    .innerJoin('admissions', 'admissions.id', 'admission_documents.admission_id')
    .select(['admission_documents.id', 'admission_documents.file_key'])
    .where('admission_documents.file_key', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('admissions.decided_at', '<', cutoff),
        eb.and([
          eb('admissions.status', 'in', ['draft', 'correction']),
          eb('admissions.updated_at', '<', cutoff),
        ]),
      ]),
    )
    .execute();

export const removeDocument = (db: Db, id: string) =>
  db.deleteFrom('admission_documents').where('id', '=', id).execute();

export const markDocumentDeleted = (db: Db, id: string, at: string) =>
  db
    .updateTable('admission_documents')
    .set({ file_key: null, deleted_at: at })
    .where('id', '=', id)
    .execute();

/**
 * The next serial of `year`'s admission numbers. The upsert takes the counter row's lock until the
 * transaction ends, so two acceptances at once get one each, in turn, on either database.
 */
export async function nextSerial(trx: Db, year: number): Promise<number> {
  const row = await trx
    .insertInto('admission_counters')
    .values({ year, last_serial: 1 })
    .onConflict((oc) =>
      oc
        .column('year')
        .doUpdateSet({ last_serial: sql<number>`admission_counters.last_serial + 1` }),
    )
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return Number(row.last_serial);
}

/** The student gets their admission number and, when one was taken, the accepted photo. */
export const admitStudent = (
  trx: Db,
  userId: string,
  changes: { admission_number: string; profile_img?: string },
  at: string,
) =>
  trx
    .updateTable('users')
    .set({ ...changes, updated_at: at })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();

/* The form's choices, and what prefills it. */

/** Published courses with their batches from `today` on and their plans that are on. */
export async function admissionChoices(db: Db, today: string) {
  const courses = await db
    .selectFrom('courses')
    .select(['id', 'course_title', 'course_title_hi'])
    .where('is_publish', '=', 1)
    .orderBy('course_title')
    .execute();
  const ids = courses.map((course) => course.id);
  const batches = ids.length
    ? await db
        .selectFrom('course_batches')
        .selectAll()
        .where('course_id', 'in', ids)
        .where('starts_on', '>=', today)
        .orderBy('starts_on')
        .execute()
    : [];
  const plans = ids.length
    ? await db
        .selectFrom('fee_plans')
        .select(['id', 'course_id', 'name'])
        .where('course_id', 'in', ids)
        .where('active', '=', 1)
        .orderBy('created_at')
        .execute()
    : [];
  return { courses, batches, plans };
}

export const findCourseBatch = (db: Db, id: string) =>
  db.selectFrom('course_batches').selectAll().where('id', '=', id).executeTakeFirst();

export const findCourseTitle = (db: Db, id: string) =>
  db.selectFrom('courses').select(['id', 'course_title']).where('id', '=', id).executeTakeFirst();

export const findRegistration = (db: Db, id: string) =>
  db.selectFrom('student_registrations').selectAll().where('id', '=', id).executeTakeFirst();

export const findEnquiry = (db: Db, id: string) =>
  db.selectFrom('contact_queries').selectAll().where('id', '=', id).executeTakeFirst();

export async function admissionNumberOf(db: Db, userId: string) {
  const row = await db
    .selectFrom('users')
    .select('admission_number')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.admission_number ?? null;
}
