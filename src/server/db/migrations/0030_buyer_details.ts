import { sql, type Kysely } from 'kysely';

/**
 * What an invoice needs of its buyer (issue 36): the billing address and state given at checkout
 * or at the desk and the buyer's GSTIN, kept on the order, and the GSTIN on the profile. An order
 * left unpaid past its expiry is marked once the gateway has been asked a last time, and a payment
 * that reaches it later is flagged for refund (`order_expired`, decision 051). The refund reason's
 * check names the new value: the column is made again, which both databases allow for a column
 * whose check is its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('billing_address', 'text').execute();
  await db.schema.alterTable('payments').addColumn('billing_state', 'text').execute();
  await db.schema.alterTable('payments').addColumn('buyer_gstin', 'text').execute();
  await db.schema.alterTable('payments').addColumn('expired_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('gstin', 'text').execute();

  await db.schema
    .alterTable('payments')
    .addColumn('refund_reason_new', 'text', (c) =>
      c.check(sql`refund_reason_new in ('already_enrolled', 'coupon_gone', 'order_expired')`),
    )
    .execute();
  await sql`update payments set refund_reason_new = refund_reason`.execute(db);
  await db.schema.alterTable('payments').dropColumn('refund_reason').execute();
  await db.schema
    .alterTable('payments')
    .renameColumn('refund_reason_new', 'refund_reason')
    .execute();
}
