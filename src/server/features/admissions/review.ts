import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { admissionMessages as m, admissionNumber } from '#common/admissions';
import type { admissionAcceptSchema } from '#common/schemas/admissions';
import type { Db } from '#server/db/database';
import type { AdmissionRow, User } from '#server/db/schema';
import { getSiteSettings } from '#server/db/site-settings';
import { createUser, findUserByEmail } from '#server/db/users';
import { HttpError } from '#server/plugins/errors';
import { resumeLink, resumeSecret } from './drafts';
import { answersOf } from './mapper';
import {
  admitStudent,
  changeAdmission,
  findAdmission,
  findCourseBatch,
  findCourseTitle,
  nextSerial,
} from './repo';
import type { AdmissionSteps } from './steps';

/** The application, or 404. */
export async function existingAdmission(db: Db, id: string): Promise<AdmissionRow> {
  const row = await findAdmission(db, id);
  if (!row) throw new HttpError(404, m.notFound);
  return row;
}

/** Moves a sent application on, or refuses: it was not sent (or another admin decided it first). */
async function decide(
  db: Db,
  id: string,
  changes: Parameters<typeof changeAdmission>[3],
  at: string,
): Promise<AdmissionRow> {
  await existingAdmission(db, id);
  const row = await changeAdmission(db, id, ['submitted'], changes, at);
  if (!row) throw new HttpError(409, m.notSubmitted);
  return row;
}

/** Sends the application back with what to correct and a fresh link to it. */
export async function askCorrection(app: FastifyInstance, id: string, note: string) {
  const { token, hash } = resumeSecret();
  const { name: institute } = await getSiteSettings(app.db);
  const at = app.clock.now().toISOString();
  const row = await app.db.transaction().execute(async (trx) => {
    const changed = await decide(
      trx,
      id,
      { status: 'correction', correction_note: note, resume_hash: hash },
      at,
    );
    await app.notifications.enqueue(trx, {
      event: 'admission-correction',
      values: {
        name: answersOf(changed).studentName ?? '',
        link: resumeLink(app.config.PUBLIC_URL, token),
        note,
        institute,
      },
      recipients: [
        { role: 'visitor', name: '', language: changed.language, phone: changed.mobile_no },
      ],
    });
    return changed;
  });
  app.notifications.wake();
  return row;
}

/** Declines the application and tells the applicant why, in their language. */
export async function declineAdmission(
  app: FastifyInstance,
  id: string,
  reason: string,
  admin: User,
) {
  const { name: institute } = await getSiteSettings(app.db);
  const at = app.clock.now().toISOString();
  const row = await app.db.transaction().execute(async (trx) => {
    const declined = await decide(
      trx,
      id,
      { status: 'declined', decision_reason: reason, decided_at: at, decided_by: admin.id },
      at,
    );
    const answers = answersOf(declined);
    await app.notifications.enqueue(trx, {
      event: 'admission-declined',
      values: { name: answers.studentName ?? '', reason, institute },
      recipients: [
        {
          role: 'visitor',
          name: '',
          language: declined.language,
          phone: declined.mobile_no,
          email: answers.email || null,
        },
      ],
    });
    return declined;
  });
  app.notifications.wake();
  return row;
}

/** The account the application's e-mail names (a student's), or a new one without a password. */
async function studentFor(trx: Db, row: AdmissionRow, email: string, name: string) {
  const found = await findUserByEmail(trx, email);
  if (found?.role === 'admin') throw new HttpError(409, m.emailTaken);
  if (found) return found;
  return createUser(trx, {
    userName: name,
    email,
    mobileNo: row.mobile_no,
    // The student signs in with the form's number (decision 061) or chooses a password.
    passwordHash: null,
    role: 'student',
    emailVerified: false,
    language: row.language,
  });
}

/**
 * Accepts an application in one transaction: the student account (made, or the one with its
 * e-mail), their admission number (the year's next, unless they have one), the photo as their
 * picture, the batch, the fee on its plan from today, the guardian, and the messages to the
 * student and the confirmed guardian. Anything failing leaves none of it.
 */
export async function acceptAdmission(
  app: FastifyInstance,
  steps: AdmissionSteps,
  id: string,
  input: z.output<typeof admissionAcceptSchema>,
  admin: User,
) {
  const { admissionForm, name: institute } = await getSiteSettings(app.db);
  const today = app.today();
  const at = app.clock.now().toISOString();
  const accepted = await app.db.transaction().execute(async (trx) => {
    const before = await existingAdmission(trx, id);
    const batchId = input.batchId ?? before.batch_id;
    const row = await decide(
      trx,
      id,
      { status: 'accepted', batch_id: batchId, decided_at: at, decided_by: admin.id },
      at,
    );
    const answers = answersOf(row);
    const course = row.course_id ? await findCourseTitle(trx, row.course_id) : undefined;
    if (!course || !answers.email || !answers.studentName) {
      throw new HttpError(409, m.notSubmitted);
    }
    const student = await studentFor(trx, row, answers.email, answers.studentName);
    const year = Number(today.slice(0, 4));
    const number =
      student.admission_number ??
      admissionNumber(admissionForm.numberPrefix, year, await nextSerial(trx, year));
    const user = await admitStudent(
      trx,
      student.id,
      { admission_number: number, ...(row.photo_key ? { profile_img: row.photo_key } : {}) },
      at,
    );
    await changeAdmission(trx, id, ['accepted'], { user_id: user.id }, at);
    const batch = batchId ? await findCourseBatch(trx, batchId) : undefined;
    if (batchId) {
      if (batch?.course_id !== course.id) throw new HttpError(400, m.batch, { batchId: m.batch });
      await steps.joinBatch(trx, batchId, user.id);
    }
    await steps.startFee(trx, {
      userId: user.id,
      courseId: course.id,
      planId: input.planId ?? null,
      admittedOn: today,
      admin,
    });
    const guardianPhone = answers.guardianPhone || null;
    // Online, the code proved the number: a guardian giving it is confirmed by that code.
    const guardianConfirmed = row.source === 'online' && guardianPhone === row.mobile_no;
    if (answers.guardianName) {
      await steps.addGuardian(trx, {
        studentId: user.id,
        name: answers.guardianName,
        relation: answers.guardianRelation || '',
        phone: guardianPhone,
        language: row.language,
        confirmedAt: guardianConfirmed ? at : null,
      });
    }
    const values = {
      student: user.user_name,
      number,
      course: course.course_title,
      batch: batch ? batch.starts_on : '',
      institute,
    };
    await app.notifications.enqueue(trx, {
      event: 'admission-accepted',
      values: { ...values, name: user.user_name },
      recipients: [
        {
          role: 'student',
          name: user.user_name,
          userId: user.id,
          language: user.language,
          phone: user.mobile_no,
          email: user.email,
        },
      ],
    });
    if (guardianConfirmed && answers.guardianName) {
      await app.notifications.enqueue(trx, {
        event: 'admission-accepted',
        values: { ...values, name: answers.guardianName },
        recipients: [
          {
            role: 'parent',
            name: answers.guardianName,
            language: row.language,
            phone: guardianPhone,
          },
        ],
      });
    }
    return { ...row, user_id: user.id };
  });
  app.notifications.wake();
  return accepted;
}
