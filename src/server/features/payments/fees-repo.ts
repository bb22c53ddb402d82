import { sql } from 'kysely';
import type { Fee, FeeDocument } from '#common/schemas/money';
import type { Db } from '#server/db/database';
import { towardFee } from '#server/db/fee-payments';
import type { ListView } from '../list-view';

/** Desk fees with their course, student, what was paid and whether the student has access. */
export const feesQuery = (db: Db) =>
  db
    .selectFrom('course_fees')
    .innerJoin('courses', 'courses.id', 'course_fees.course_id')
    .innerJoin('users', 'users.id', 'course_fees.user_id')
    .select([
      'course_fees.id',
      'course_fees.user_id',
      'course_fees.course_id',
      'course_fees.fee',
      'course_fees.created_at',
      'courses.course_title',
      'courses.course_title_hi',
      'users.user_name',
      'users.email',
    ])
    .select((eb) => [
      eb
        .selectFrom('payments')
        .select(sql<string | number>`coalesce(sum(payments.amount), 0)`.as('paid'))
        .whereRef('payments.user_id', '=', 'course_fees.user_id')
        .whereRef('payments.course_id', '=', 'course_fees.course_id')
        .where(towardFee)
        .as('paid'),
      eb
        .exists(
          eb
            .selectFrom('enrollments')
            .select('enrollments.user_id')
            .whereRef('enrollments.user_id', '=', 'course_fees.user_id')
            .whereRef('enrollments.course_id', '=', 'course_fees.course_id'),
        )
        .as('has_access'),
    ])
    .orderBy('course_fees.created_at', 'desc')
    .orderBy('course_fees.id', 'desc');

type FeeRow = Awaited<ReturnType<ReturnType<typeof feesQuery>['execute']>>[number];

export function feeDto(row: FeeRow): Fee {
  const paid = Number(row.paid ?? 0);
  return {
    _id: row.id,
    courseId: row.course_id,
    courseTitle: row.course_title,
    courseTitleHi: row.course_title_hi,
    user: { _id: row.user_id, userName: row.user_name, email: row.email },
    fee: row.fee / 100,
    paid: paid / 100,
    balance: (row.fee - paid) / 100,
    hasAccess: Boolean(row.has_access),
    createdAt: row.created_at,
  };
}

export const feesOf = async (db: Db, userId: string) =>
  (await feesQuery(db).where('course_fees.user_id', '=', userId).execute()).map(feeDto);

/** The desk's table of fees: newest first, nothing to search or filter. */
export const allFees = (db: Db) => db.selectFrom('course_fees');

export const feesView: ListView = {
  id: 'course_fees.id',
  sorts: { createdAt: 'course_fees.created_at' },
  defaultSort: 'createdAt',
};

/** The invoices and receipts of a student, newest first. */
export async function documentsOf(db: Db, userId: string): Promise<FeeDocument[]> {
  const rows = await db
    .selectFrom('invoices')
    .innerJoin('courses', 'courses.id', 'invoices.course_id')
    .select([
      'invoices.id',
      'invoices.number',
      'invoices.kind',
      'invoices.total',
      'invoices.issued_on',
      'courses.course_title',
      'courses.course_title_hi',
    ])
    .where('invoices.user_id', '=', userId)
    .orderBy('invoices.created_at', 'desc')
    .orderBy('invoices.number', 'desc')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    number: row.number,
    kind: row.kind,
    courseTitle: row.course_title,
    courseTitleHi: row.course_title_hi,
    total: row.total / 100,
    issuedOn: row.issued_on,
  }));
}
