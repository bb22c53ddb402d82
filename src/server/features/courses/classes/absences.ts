import type { FastifyInstance } from 'fastify';
import type { AttendanceMark } from '#common/batch-sessions';
import type { Db } from '#server/db/database';
import { familyOf } from '#server/db/family';
import type { BatchSession } from '#server/db/schema';
import { getSiteSettings } from '#server/db/site-settings';
import {
  claimAlert,
  dropOpenFollowUps,
  findAlert,
  insertFollowUp,
  neighbourMark,
  setAlert,
} from './absences-repo';
import { classEnd, dayIn, endOfClassDay, hoursOf } from './class-times';
import { courseTitleOfBatch, studentsOf } from './repo';

export type Notices = Pick<FastifyInstance, 'notifications' | 'clock'>;

const WITHDRAWN = 'Attendance corrected before the alert was sent';

/**
 * Queues the guardians' absence alert of a student and class, to leave when the class ends
 * (decision 058): once per student and class, however often the marks are saved. None when the
 * mark comes after the class's day is over (a register filled in later).
 */
async function alertGuardians(trx: Db, notices: Notices, session: BatchSession, userId: string) {
  if (notices.clock.now() > endOfClassDay(session)) return;
  if (!(await claimAlert(trx, session.id, userId))) return;
  const family = await familyOf(trx, userId, 'attendance');
  const student = family.find((member) => member.role === 'student');
  const guardians = family.filter((member) => member.role === 'parent');
  if (!student || guardians.length === 0) return;
  const [course, { name: institute }] = await Promise.all([
    courseTitleOfBatch(trx, session.batch_id),
    getSiteSettings(trx),
  ]);
  const ids: string[] = [];
  for (const guardian of guardians) {
    ids.push(
      ...(await notices.notifications.enqueue(trx, {
        event: 'absence-alert',
        values: {
          name: guardian.name,
          student: student.name,
          course,
          date: dayIn(session.held_on, guardian.language),
          time: hoursOf(session),
          institute,
        },
        recipients: [guardian],
        notBefore: classEnd(session),
      })),
    );
  }
  await setAlert(trx, session.id, userId, { message_ids: JSON.stringify(ids) });
}

/** A corrected absence: its alert is withdrawn if none of it has left yet. */
async function withdrawAlert(trx: Db, notices: Notices, session: BatchSession, userId: string) {
  const alert = await findAlert(trx, session.id, userId);
  if (!alert || alert.withdrawn) return;
  const ids = JSON.parse(alert.message_ids) as string[];
  if (await notices.notifications.withdraw(trx, ids, WITHDRAWN))
    await setAlert(trx, session.id, userId, { withdrawn: 1 });
}

/** Two absences in a row (this class and the one before or after it) raise a follow-up. */
async function raiseFollowUps(trx: Db, session: BatchSession, userId: string) {
  for (const direction of [-1, 1] as const) {
    const other = await neighbourMark(trx, session, userId, direction);
    if (other?.mark !== 'absent') continue;
    const [first, second] = direction < 0 ? [other.id, session.id] : [session.id, other.id];
    await insertFollowUp(trx, {
      user_id: userId,
      batch_id: session.batch_id,
      first_session_id: first,
      second_session_id: second,
    });
  }
}

/**
 * What the marks just saved set off, inside their transaction: an absence queues its alert and
 * may raise a follow-up; any other mark withdraws the alert and the open follow-ups of an absence
 * it corrects. Call `notifications.wake()` after the commit.
 */
export async function afterMarks(
  trx: Db,
  notices: Notices,
  session: BatchSession,
  marks: { userId: string; mark: AttendanceMark }[],
): Promise<void> {
  for (const { userId, mark } of marks) {
    if (mark === 'absent') {
      await alertGuardians(trx, notices, session, userId);
      await raiseFollowUps(trx, session, userId);
    } else {
      await withdrawAlert(trx, notices, session, userId);
      await dropOpenFollowUps(trx, session.id, userId);
    }
  }
}

/**
 * Tells the class's students, and their guardians who follow attendance, that it moved or was
 * cancelled (decision 058), inside the change's transaction. Nothing for a class already over.
 */
export async function tellClassChanged(
  trx: Db,
  notices: Notices,
  before: BatchSession,
  after: BatchSession,
): Promise<void> {
  const now = notices.clock.now();
  if (classEnd(before) < now && classEnd(after) < now) return;
  const [students, course, { name: institute }] = await Promise.all([
    studentsOf(trx, before.batch_id),
    courseTitleOfBatch(trx, before.batch_id),
    getSiteSettings(trx),
  ]);
  for (const student of students) {
    for (const person of await familyOf(trx, student.id, 'attendance')) {
      const en = person.language === 'en';
      const when = (s: BatchSession) => `${dayIn(s.held_on, person.language)}, ${hoursOf(s)}`;
      const reason = after.cancel_reason ?? '';
      const change =
        after.status === 'cancelled'
          ? en
            ? `cancelled (${reason})`
            : `रद्द कर दी गई है (कारण: ${reason})`
          : en
            ? `moved to ${when(after)}`
            : `अब ${when(after)} को होगी`;
      await notices.notifications.enqueue(trx, {
        event: 'class-changed',
        values: { name: person.name, course, was: when(before), change, institute },
        recipients: [person],
      });
    }
  }
}
