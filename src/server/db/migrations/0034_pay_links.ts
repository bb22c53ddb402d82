import { sql, type Kysely } from 'kysely';

/**
 * Pay links and late fees (issue 36, decision 054): a plan's optional late-fee rule (JSON), copied
 * onto a fee put on the plan as its parts are; a late fee once charged is a part of its own
 * (`late_fee_of` names the part it is for, `charged_by` the payment that charged it); an order made
 * through a pay link names the part it pays (`fee_part_id`) and the late fee it includes. A payment
 * for a part already paid another way is flagged for refund (`part_paid`): the refund reason's
 * check is made again, as in 0030.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fee_plans').addColumn('late_fee', 'text').execute();
  await db.schema.alterTable('course_fees').addColumn('late_fee', 'text').execute();
  await db.schema.alterTable('fee_parts').addColumn('late_fee_of', 'integer').execute();
  await db.schema.alterTable('fee_parts').addColumn('charged_by', 'text').execute();
  await db.schema.alterTable('payments').addColumn('fee_part_id', 'text').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('late_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('payments_fee_part_idx')
    .on('payments')
    .column('fee_part_id')
    .execute();

  await db.schema
    .alterTable('payments')
    .addColumn('refund_reason_new', 'text', (c) =>
      c.check(
        sql`refund_reason_new in ('already_enrolled', 'coupon_gone', 'order_expired', 'part_paid')`,
      ),
    )
    .execute();
  await sql`update payments set refund_reason_new = refund_reason`.execute(db);
  await db.schema.alterTable('payments').dropColumn('refund_reason').execute();
  await db.schema
    .alterTable('payments')
    .renameColumn('refund_reason_new', 'refund_reason')
    .execute();
}
