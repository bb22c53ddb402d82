import { attendancePercent, isBelow } from '#common/attendance';
import {
  attendanceReportMessages,
  type CertificateAttendance,
} from '#common/schemas/attendance-reports';
import { told } from '#common/schemas/batch-classes';
import { certificateRule, studentMarkCounts } from '#server/db/attendance';
import type { Db } from '#server/db/database';
import { HttpError } from '#server/plugins/errors';

/**
 * Refuses a certificate for a student of a batch whose attendance so far is below the batch's
 * minimum (409), unless the admin gives a reason; answers what the audit keeps of an override.
 */
export async function checkAttendanceMinimum(
  db: Db,
  today: string,
  { batchId, studentId, attendanceOverride }: CertificateAttendance,
): Promise<string | null> {
  if (!batchId || !studentId) return null;
  const rule = await certificateRule(db, batchId, studentId);
  if (!rule) throw new HttpError(404, attendanceReportMessages.batchNotFound);
  if (!rule.member)
    throw new HttpError(400, attendanceReportMessages.notInBatch, {
      studentId: attendanceReportMessages.notInBatch,
    });
  if (rule.minimum === null) return null;
  const counts = await studentMarkCounts(db, today, batchId, studentId);
  const short = isBelow(counts, rule.minimum) || attendancePercent(counts) === null;
  if (!short) return null;
  const attended = `${attendancePercent(counts) ?? 0}%`;
  if (!attendanceOverride)
    throw new HttpError(
      409,
      told(attendanceReportMessages.belowMinimum, attended, `${rule.minimum}%`),
      { attendanceOverride: attendanceReportMessages.overrideReason },
    );
  return `Attendance ${attended} below the batch's ${rule.minimum}%; issued anyway: ${attendanceOverride}`;
}
