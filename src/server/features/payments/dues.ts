import { AGE_BUCKETS, type DueRow, type DuesLedger, type DuesQuery } from '#common/schemas/dues';
import { feeDues, noAgeing } from '#common/dues';
import type { Db } from '#server/db/database';
import { towardPartsOfFees } from '#server/db/fee-payments';
import { deskPaidOfFees, partsOfFees, scheduledFees } from './fee-plan-repo';
import { partFacts } from './fee-plans';

const rupees = (paise: number) => paise / 100;

/**
 * The dues ledger on `today`: every fee on a schedule, with what fell due, was paid, is left and
 * overdue (by age); of one course, only the overdue or those with an amount in one bucket, and
 * those whose student or course the search names.
 */
export async function duesLedger(db: Db, today: string, query: DuesQuery): Promise<DuesLedger> {
  let fees = scheduledFees(db).orderBy('users.user_name').orderBy('course_fees.id');
  if (query.course) fees = fees.where('course_fees.course_id', '=', query.course);
  const rows = await fees.execute();
  const ids = rows.map((row) => row.id);
  const parts = await partsOfFees(db, ids);
  const paidOf = await deskPaidOfFees(db, ids);
  const towardOf = await towardPartsOfFees(db, ids);
  const needle = query.q?.toLowerCase();
  const ledger: DueRow[] = [];
  const totals = { fee: 0, dueSoFar: 0, paid: 0, outstanding: 0, overdue: 0, ageing: noAgeing() };
  for (const row of rows) {
    const own = partFacts(parts.filter((part) => part.fee_id === row.id));
    const dues = feeDues(own, row.fee, paidOf.get(row.id) ?? 0, today, towardOf.get(row.id));
    if (query.status === 'overdue' && dues.overdue === 0) continue;
    if (query.status && query.status !== 'overdue' && dues.ageing[query.status] === 0) continue;
    if (
      needle &&
      !`${row.user_name} ${row.email} ${row.course_title}`.toLowerCase().includes(needle)
    ) {
      continue;
    }
    totals.fee += row.fee;
    totals.dueSoFar += dues.dueSoFar;
    totals.paid += dues.paid;
    totals.outstanding += dues.outstanding;
    totals.overdue += dues.overdue;
    for (const bucket of AGE_BUCKETS) totals.ageing[bucket] += dues.ageing[bucket];
    ledger.push({
      feeId: row.id,
      user: { _id: row.user_id, userName: row.user_name, email: row.email },
      courseId: row.course_id,
      courseTitle: row.course_title,
      courseTitleHi: row.course_title_hi,
      fee: rupees(row.fee),
      dueSoFar: rupees(dues.dueSoFar),
      paid: rupees(dues.paid),
      outstanding: rupees(dues.outstanding),
      overdue: rupees(dues.overdue),
      nextDue: dues.nextDue && { dueOn: dues.nextDue.dueOn, amount: rupees(dues.nextDue.amount) },
      ageing: inRupees(dues.ageing),
    });
  }
  return {
    today,
    rows: ledger,
    totals: {
      fee: rupees(totals.fee),
      dueSoFar: rupees(totals.dueSoFar),
      paid: rupees(totals.paid),
      outstanding: rupees(totals.outstanding),
      overdue: rupees(totals.overdue),
      ageing: inRupees(totals.ageing),
    },
  };
}

const inRupees = (ageing: Record<(typeof AGE_BUCKETS)[number], number>) => ({
  '0-30': rupees(ageing['0-30']),
  '31-60': rupees(ageing['31-60']),
  '61-90': rupees(ageing['61-90']),
  '90+': rupees(ageing['90+']),
});
