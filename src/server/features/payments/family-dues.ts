import type { ChildDue } from '#common/schemas/family';
import type { Db } from '#server/db/database';
import { partsOf } from './fee-plan-repo';
import { schedulesOfStudent } from './fee-plans';
import { partStanding } from './pay-link';
import type { PayLinks } from './pay-links';

/**
 * Each part of a student's fees left to pay, soonest first, with what its pay link takes today
 * (the part, its late fee and any charged for it) and the link itself.
 */
export async function duesOf(
  db: Db,
  payLinks: PayLinks,
  studentId: string,
  today: string,
): Promise<ChildDue[]> {
  const dues: ChildDue[] = [];
  for (const schedule of await schedulesOfStudent(db, payLinks, studentId, today)) {
    const rows = await partsOf(db, schedule.feeId);
    for (const part of schedule.parts) {
      const row = rows.find((r) => r.seq === part.seq);
      if (!row || part.state === 'paid' || part.lateFeeOf !== null) continue;
      const standing = await partStanding(db, row.id, today);
      if (!standing || standing.total === 0) continue;
      dues.push({
        feeId: schedule.feeId,
        partId: row.id,
        courseTitle: schedule.courseTitle,
        courseTitleHi: schedule.courseTitleHi,
        part: standing.position,
        parts: standing.count,
        dueOn: row.due_on,
        overdue: part.overdue,
        total: standing.total / 100,
        payUrl: payLinks.url(row.id),
      });
    }
  }
  return dues.sort((a, b) => a.dueOn.localeCompare(b.dueOn));
}
