import type { Kysely } from 'kysely';

/**
 * Instalment plans (issue 36): the plans a course offers (`fee_plans`, their parts as JSON), the
 * parts of one student's fee (`fee_parts`, made from a plan at the desk, changed by an admin),
 * and the fee's plan and any discount or scholarship with its reason. A fee's `fee` stays what the
 * student owes in all: a discount lowers it and is kept beside it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const schema = db.schema;
  await schema
    .createTable('fee_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parts', 'text', (c) => c.notNull())
    .addColumn('remainder_part', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await schema.createIndex('fee_plans_course_idx').on('fee_plans').column('course_id').execute();

  await schema
    .createTable('fee_parts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fee_id', 'text', (c) =>
      c.notNull().references('course_fees.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('due_on', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addUniqueConstraint('fee_parts_fee_seq_unique', ['fee_id', 'seq'])
    .execute();

  await schema.alterTable('course_fees').addColumn('plan_name', 'text').execute();
  await schema
    .alterTable('course_fees')
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await schema.alterTable('course_fees').addColumn('discount_reason', 'text').execute();
}
