import type { Kysely } from 'kysely';

/**
 * What an invoice or receipt prints of its payment, fixed when it is issued: mode, reference, the
 * day it was paid, the coupon's discount, the fee's total and balance, and whether the payment was
 * simulated (JSON); and the signature picture it was issued with (a storage key, in a column the
 * orphaned-uploads sweep reads, so a replaced signature stays for the documents that print it).
 * Documents issued before print none of it, as they did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('payment_facts', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('signature_image', 'text').execute();
}
