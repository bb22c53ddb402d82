import { sql, type Kysely } from 'kysely';

/**
 * The institute's money: payments gain a mode (online or one of the front desk's), a reference,
 * who recorded them and any coupon; enrollments say how they were gained (online, desk, free) and
 * who granted them; students may have an address and a state (for invoices); fees paid in parts
 * at the desk (`course_fees`); invoices and receipts numbered per series and financial year
 * (`invoice_counters`, bumped in the settling transaction); coupons and their uses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const schema = db.schema;
  await schema
    .alterTable('payments')
    .addColumn('mode', 'text', (c) =>
      c
        .notNull()
        .defaultTo('online')
        .check(sql`mode in ('online', 'cash', 'upi', 'card', 'bank_transfer', 'coupon')`),
    )
    .execute();
  const paymentColumns: [string, 'text' | 'integer', number | null][] = [
    ['reference', 'text', null],
    ['paid_on', 'text', null],
    ['recorded_by', 'text', null],
    ['recorded_by_name', 'text', null],
    ['coupon_id', 'text', null],
    ['discount', 'integer', 0],
  ];
  for (const [name, type, fallback] of paymentColumns) {
    await schema
      .alterTable('payments')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }

  await schema
    .alterTable('enrollments')
    .addColumn('source', 'text', (c) =>
      c
        .notNull()
        .defaultTo('online')
        .check(sql`source in ('online', 'desk', 'free')`),
    )
    .execute();
  for (const name of ['granted_by', 'granted_by_name', 'reason']) {
    await schema.alterTable('enrollments').addColumn(name, 'text').execute();
  }

  for (const name of ['address', 'state']) {
    await schema.alterTable('users').addColumn(name, 'text').execute();
  }

  await schema
    .createTable('course_fees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('course_id', 'text', (c) =>
      c.notNull().references('courses.id').onDelete('restrict'),
    )
    .addColumn('fee', 'integer', (c) => c.notNull().check(sql`fee > 0`))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('course_fees_user_course_unique', ['user_id', 'course_id'])
    .execute();
  await schema
    .createIndex('course_fees_course_idx')
    .on('course_fees')
    .column('course_id')
    .execute();

  await schema
    .createTable('invoice_counters')
    .addColumn('series', 'text', (c) => c.primaryKey())
    .addColumn('last_serial', 'integer', (c) => c.notNull())
    .execute();
  await schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'receipt')`))
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('serial', 'integer', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.references('payments.id').onDelete('restrict'))
    .addColumn('fee_id', 'text', (c) => c.references('course_fees.id').onDelete('restrict'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('course_id', 'text', (c) =>
      c.notNull().references('courses.id').onDelete('restrict'),
    )
    .addColumn('issued_on', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('taxable', 'integer', (c) => c.notNull())
    .addColumn('cgst', 'integer', (c) => c.notNull())
    .addColumn('sgst', 'integer', (c) => c.notNull())
    .addColumn('igst', 'integer', (c) => c.notNull())
    .addColumn('supplier', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('invoices_series_serial_unique', ['series', 'serial'])
    .execute();
  await schema
    .createIndex('invoices_user_created_idx')
    .on('invoices')
    .columns(['user_id', 'created_at'])
    .execute();
  await schema.createIndex('invoices_payment_idx').on('invoices').column('payment_id').execute();
  await schema.createIndex('invoices_fee_idx').on('invoices').column('fee_id').execute();

  await schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'flat')`))
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value > 0`))
    .addColumn('course_id', 'text', (c) => c.references('courses.id').onDelete('cascade'))
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addColumn('max_uses', 'integer')
    .addColumn('per_student', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await schema
    .createIndex('coupons_created_idx')
    .on('coupons')
    .columns(['created_at', 'id'])
    .execute();
  await schema
    .createTable('coupon_redemptions')
    .addColumn('payment_id', 'text', (c) =>
      c.primaryKey().references('payments.id').onDelete('cascade'),
    )
    .addColumn('coupon_id', 'text', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('held', 'used', 'released')`),
    )
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await schema
    .createIndex('coupon_redemptions_coupon_idx')
    .on('coupon_redemptions')
    .columns(['coupon_id', 'status', 'user_id'])
    .execute();
}
