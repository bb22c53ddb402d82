import { sql, type Kysely } from 'kysely';

/**
 * A payment the gateway took but the site did not settle (a second payment for a course the
 * student has, or a coupon whose hold was gone) keeps why it must be refunded (decision 036).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('refund_reason', 'text', (c) =>
      c.check(sql`refund_reason in ('already_enrolled', 'coupon_gone')`),
    )
    .execute();
}
