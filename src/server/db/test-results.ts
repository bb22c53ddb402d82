import { sql } from 'kysely';
import type { Db } from './database';

/*
 * Test results as the student may see them (decisions 066 and 069), shared by the tests (the
 * "results are out" notice, the family portal), the lessons (a course's completion) and the
 * marksheets: a test's result is shown once released, or at once when its results are
 * `immediate`; an online test's result is its best submitted attempt with no short answer
 * awaiting the trainer's marks, a paper test's the mark entered in its grid.
 */

/** One student's shown result of one test; marks in hundredths. */
export interface ShownResult {
  testId: string;
  userId: string;
  title: string;
  courseId: string;
  courseTitle: string;
  /** When the best attempt was submitted; a paper test's opening time. */
  date: string;
  marks: number;
  maxMarks: number;
  passMarks: number;
  passed: boolean;
  requiredForCompletion: boolean;
}

export interface ResultsOf {
  userId?: string;
  courseId?: string;
  testId?: string;
}

const shownTests = (db: Db, of: ResultsOf) => {
  let query = db
    .selectFrom('tests')
    .innerJoin('courses', 'courses.id', 'tests.course_id')
    .where((eb) =>
      eb.or([eb('tests.released_at', 'is not', null), eb('tests.results', '=', 'immediate')]),
    );
  if (of.courseId) query = query.where('tests.course_id', '=', of.courseId);
  if (of.testId) query = query.where('tests.id', '=', of.testId);
  return query;
};

const testColumns = [
  'tests.id as test_id',
  'tests.title',
  'tests.course_id',
  'courses.course_title',
  'tests.pass_marks',
  'tests.required_for_completion',
] as const;

/** Shown results, by student and test, oldest first. */
export async function shownResults(db: Db, of: ResultsOf): Promise<ShownResult[]> {
  let online = shownTests(db, of)
    .innerJoin('test_attempts', 'test_attempts.test_id', 'tests.id')
    .select([...testColumns, 'test_attempts.user_id', 'test_attempts.submitted_at as date'])
    .select(['test_attempts.score as marks', 'test_attempts.max_marks'])
    .where('test_attempts.submitted_at', 'is not', null)
    .where('test_attempts.awaiting_marks', '=', 0)
    .where('test_attempts.score', 'is not', null);
  let paper = shownTests(db, of)
    .innerJoin('offline_marks', 'offline_marks.test_id', 'tests.id')
    .select([...testColumns, 'offline_marks.user_id', 'tests.opens_at as date'])
    .select(['offline_marks.marks', sql<number>`coalesce(tests.max_marks, 0)`.as('max_marks')]);
  if (of.userId) {
    online = online.where('test_attempts.user_id', '=', of.userId);
    paper = paper.where('offline_marks.user_id', '=', of.userId);
  }
  const rows = [...(await online.execute()), ...(await paper.execute())];
  const best = new Map<string, ShownResult>();
  for (const row of rows) {
    const result: ShownResult = {
      testId: row.test_id,
      userId: row.user_id,
      title: row.title,
      courseId: row.course_id,
      courseTitle: row.course_title,
      date: row.date ?? '',
      marks: Number(row.marks),
      maxMarks: Number(row.max_marks),
      passMarks: row.pass_marks,
      passed: Number(row.marks) >= row.pass_marks,
      requiredForCompletion: row.required_for_completion === 1,
    };
    const key = `${row.user_id} ${row.test_id}`;
    const kept = best.get(key);
    // The best attempt counts; of equal ones, the first.
    if (
      !kept ||
      result.marks > kept.marks ||
      (result.marks === kept.marks && result.date < kept.date)
    )
      best.set(key, result);
  }
  return [...best.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.testId.localeCompare(b.testId),
  );
}

/**
 * The students, of those given, who passed every test of the course marked as required for
 * completion that they take (the course's, or their batch's); all of them when the course has
 * none. A fixed number of queries, whatever the number of students.
 */
export async function requiredTestsPassedBy(
  db: Db,
  courseId: string,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const required = await db
    .selectFrom('tests')
    .select(['id', 'batch_id'])
    .where('course_id', '=', courseId)
    .where('required_for_completion', '=', 1)
    .execute();
  if (required.length === 0) return new Set(userIds);
  const batchIds = [...new Set(required.flatMap((test) => test.batch_id ?? []))];
  const members =
    batchIds.length === 0
      ? []
      : await db
          .selectFrom('batch_students')
          .select(['batch_id', 'user_id'])
          .where('batch_id', 'in', batchIds)
          .execute();
  const inBatch = new Set(members.map((row) => `${row.user_id} ${row.batch_id}`));
  const passed = new Set(
    (await shownResults(db, userIds.length === 1 ? { userId: userIds[0], courseId } : { courseId }))
      .filter((result) => result.passed)
      .map((result) => `${result.userId} ${result.testId}`),
  );
  return new Set(
    userIds.filter((userId) =>
      required.every(
        (test) =>
          (test.batch_id !== null && !inBatch.has(`${userId} ${test.batch_id}`)) ||
          passed.has(`${userId} ${test.id}`),
      ),
    ),
  );
}
