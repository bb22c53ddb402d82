import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import type { TestRow } from './mapper';

/**
 * Who takes a test: the students enrolled in its course, and, for a batch's test, only those in
 * the batch.
 */
export function takersOf(db: Db, test: Pick<TestRow, 'course_id' | 'batch_id'>) {
  let query = db
    .selectFrom('enrollments')
    .innerJoin('users', 'users.id', 'enrollments.user_id')
    .select(['users.id', 'users.user_name'])
    .where('enrollments.course_id', '=', test.course_id);
  if (test.batch_id !== null) {
    const batchId = test.batch_id;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('batch_students')
          .select(sql.lit(1).as('one'))
          .where('batch_students.batch_id', '=', batchId)
          .whereRef('batch_students.user_id', '=', 'users.id'),
      ),
    );
  }
  return query.orderBy('users.user_name').orderBy('users.id');
}

export async function takesTest(db: Db, test: TestRow, userId: string): Promise<boolean> {
  return (await takersOf(db, test).where('users.id', '=', userId).executeTakeFirst()) !== undefined;
}

/** The tests a student takes, opening first. */
export function testsOfStudent(db: Db, userId: string) {
  return db
    .selectFrom('tests')
    .innerJoin('enrollments', (join) =>
      join
        .onRef('enrollments.course_id', '=', 'tests.course_id')
        .on('enrollments.user_id', '=', userId),
    )
    .selectAll('tests')
    .where((eb) =>
      eb.or([
        eb('tests.batch_id', 'is', null),
        eb.exists(
          eb
            .selectFrom('batch_students')
            .select(sql.lit(1).as('one'))
            .whereRef('batch_students.batch_id', '=', 'tests.batch_id')
            .where('batch_students.user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('tests.opens_at')
    .orderBy('tests.id')
    .execute();
}
