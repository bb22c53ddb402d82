import type { Kysely } from 'kysely';

/**
 * What an invoice or receipt prints of its payment, fixed when it is issued: mode, reference, the
 * day it was paid, the coupon's discount, the fee's total and balance, and whether the payment was
 * simulated (JSON). Documents issued before print none of it, as they did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('payment_facts', 'text').execute();
}
