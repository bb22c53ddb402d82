import { opensFiles } from '#common/fee-access';
import type { Db } from '#server/db/database';
import { towardPartsOfFees } from '#server/db/fee-payments';
import { getSiteSettings } from '#server/db/site-settings';
import { partsOf } from './fee-plan-repo';

/**
 * Whether `paid` paise (at the desk and through pay links) open the course to the student: the
 * fee paid in full, or on a plan, what the settings' rule asks (at admission, the first part
 * paid, or the fee paid), with pay links' payments settling their own parts first.
 */
export async function filesOpen(trx: Db, fee: { id: string; fee: number }, paid: number) {
  if (paid >= fee.fee) return true;
  const parts = await partsOf(trx, fee.id);
  if (parts.length === 0) return false;
  const { openFiles } = (await getSiteSettings(trx)).feeAccess;
  const scheduled = parts.map((part) => ({
    ...part,
    dueOn: part.due_on,
    lateFeeOf: part.late_fee_of,
  }));
  const toward = (await towardPartsOfFees(trx, [fee.id])).get(fee.id);
  return opensFiles(openFiles, scheduled, fee.fee, paid, toward);
}
