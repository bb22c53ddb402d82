import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/* What was paid towards students' fees: at the desk, and through pay links to single parts. */

/** A payment towards a fee: taken at the desk, or online through a part's pay link (decision 054). */
export const towardFee = (eb: ExpressionBuilder<Database, 'payments'>) =>
  eb.and([
    eb('payments.status', '=', 'paid'),
    eb.or([eb('payments.provider', '=', 'desk'), eb('payments.fee_part_id', 'is not', null)]),
  ]);

/** What pay links paid towards each part of these fees: paise by the part's seq, by fee id. */
export async function towardPartsOfFees(
  db: Db,
  feeIds: string[],
): Promise<Map<string, Map<number, number>>> {
  const byFee = new Map<string, Map<number, number>>();
  if (feeIds.length === 0) return byFee;
  const rows = await db
    .selectFrom('payments')
    .innerJoin('fee_parts', 'fee_parts.id', 'payments.fee_part_id')
    .select([
      'fee_parts.fee_id',
      'fee_parts.seq',
      sql<string | number>`sum(payments.amount)`.as('paid'),
    ])
    .where('fee_parts.fee_id', 'in', feeIds)
    .where('payments.status', '=', 'paid')
    .groupBy(['fee_parts.fee_id', 'fee_parts.seq'])
    .execute();
  for (const row of rows) {
    const toward = byFee.get(row.fee_id) ?? new Map<number, number>();
    toward.set(row.seq, Number(row.paid));
    byFee.set(row.fee_id, toward);
  }
  return byFee;
}
