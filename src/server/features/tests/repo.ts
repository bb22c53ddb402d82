import type { QuestionFields, TestFields } from '#common/schemas/tests';
import { testMessages } from '#common/schemas/tests';
import { toHundredths } from '#common/tests';
import type { Db } from '#server/db/database';
import { newId } from '#server/db/time';
import { HttpError } from '#server/plugins/errors';
import { questionColumns, type QuestionRow, type TestRow } from './mapper';

export const questionsOfCourse = (db: Db, courseId: string) =>
  db
    .selectFrom('questions')
    .selectAll()
    .where('course_id', '=', courseId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const findQuestion = (db: Db, id: string) =>
  db.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirst();

export async function existingQuestion(db: Db, id: string): Promise<QuestionRow> {
  const row = await findQuestion(db, id);
  if (!row) throw new HttpError(404, testMessages.questionNotFound);
  return row;
}

export async function existingCourse(db: Db, courseId: string): Promise<void> {
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) throw new HttpError(404, 'Course not found.');
}

/** Adds questions to a bank; an import's rows are a millisecond apart, so the bank keeps their order. */
export async function insertQuestions(
  db: Db,
  courseId: string,
  fields: QuestionFields[],
  at: string,
) {
  const rows = fields.map((f, i) => {
    const created = new Date(Date.parse(at) + i).toISOString();
    return {
      id: newId(),
      course_id: courseId,
      ...questionColumns(f),
      created_at: created,
      updated_at: created,
    };
  });
  if (rows.length > 0) await db.insertInto('questions').values(rows).execute();
  return rows;
}

export const findTest = (db: Db, id: string) =>
  db.selectFrom('tests').selectAll().where('id', '=', id).executeTakeFirst();

export async function existingTest(db: Db, id: string): Promise<TestRow> {
  const row = await findTest(db, id);
  if (!row) throw new HttpError(404, testMessages.testNotFound);
  return row;
}

export async function chosenQuestionIds(db: Db, testId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('test_questions')
    .select('question_id')
    .where('test_id', '=', testId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.question_id);
}

/** The questions of the bank a draw rule may take. */
export const matchesRule = (
  question: QuestionRow,
  rule: { tag?: string | undefined; difficulty?: string | undefined },
) =>
  (rule.difficulty === undefined || question.difficulty === rule.difficulty) &&
  (rule.tag === undefined || (JSON.parse(question.tags) as string[]).includes(rule.tag));

/**
 * The test's columns from its fields, checked against the course: its batch, its questions (in
 * the bank), enough questions for each draw rule, and a pass mark within its total.
 */
async function testColumns(db: Db, fields: TestFields) {
  await existingCourse(db, fields.courseId);
  if (fields.batchId !== null) {
    const batch = await db
      .selectFrom('course_batches')
      .select('course_id')
      .where('id', '=', fields.batchId)
      .executeTakeFirst();
    if (batch?.course_id !== fields.courseId)
      throw new HttpError(400, testMessages.batchOutsideCourse, {
        batchId: testMessages.batchOutsideCourse,
      });
  }
  const online = fields.mode === 'online';
  const bank = online ? await questionsOfCourse(db, fields.courseId) : [];
  const chosen = online ? [...new Set(fields.questionIds)] : [];
  const chosenRows = chosen.map((id) => bank.find((q) => q.id === id));
  if (chosenRows.some((q) => q === undefined))
    throw new HttpError(400, testMessages.questionOutsideCourse, {
      questionIds: testMessages.questionOutsideCourse,
    });
  const draw = online ? fields.draw : [];
  const taken = new Set<string>();
  for (const rule of draw) {
    const pool = bank.filter((q) => !taken.has(q.id) && matchesRule(q, rule));
    if (pool.length < rule.count) {
      const name = [rule.tag, rule.difficulty].filter(Boolean).join(', ') || 'any';
      const message = testMessages.drawTooFew.replace('"rule"', `"${name}"`);
      throw new HttpError(400, message, { draw: message });
    }
    pool.slice(0, rule.count).forEach((q) => taken.add(q.id));
  }
  const maxMarks = !online
    ? toHundredths(fields.maxMarks ?? 0)
    : chosen.length > 0
      ? chosenRows.reduce((sum, q) => sum + (q?.marks ?? 0), 0)
      : null;
  const passMarks = toHundredths(fields.passMarks);
  if (maxMarks !== null && passMarks > maxMarks)
    throw new HttpError(400, testMessages.passMarks, { passMarks: testMessages.passMarks });
  return {
    chosen,
    columns: {
      course_id: fields.courseId,
      batch_id: fields.batchId,
      title: fields.title,
      mode: fields.mode,
      draw: draw.length > 0 ? JSON.stringify(draw) : null,
      time_limit_minutes: online ? fields.timeLimitMinutes : null,
      opens_at: fields.opensAt,
      closes_at: fields.closesAt,
      attempts_allowed: fields.attemptsAllowed,
      shuffle_questions: fields.shuffleQuestions ? 1 : 0,
      shuffle_options: fields.shuffleOptions ? 1 : 0,
      max_marks: maxMarks,
      pass_marks: passMarks,
      results: fields.results,
      required_for_completion: fields.requiredForCompletion ? 1 : 0,
    },
  };
}

/** Saves a new test (no id) or a test's new fields, with its chosen questions in order. */
export async function saveTest(db: Db, fields: TestFields, at: string, id?: string) {
  const { chosen, columns } = await testColumns(db, fields);
  return db.transaction().execute(async (trx) => {
    const testId = id ?? newId();
    if (id === undefined) {
      await trx
        .insertInto('tests')
        .values({ id: testId, ...columns, released_at: null, created_at: at, updated_at: at })
        .execute();
    } else {
      await trx
        .updateTable('tests')
        .set({ ...columns, updated_at: at })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('test_questions').where('test_id', '=', id).execute();
    }
    if (chosen.length > 0)
      await trx
        .insertInto('test_questions')
        .values(
          chosen.map((questionId, position) => ({
            test_id: testId,
            question_id: questionId,
            position,
          })),
        )
        .execute();
    return testId;
  });
}

export async function updateQuestion(db: Db, id: string, fields: QuestionFields, at: string) {
  await db
    .updateTable('questions')
    .set({ ...questionColumns(fields), updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function setQuestionImage(db: Db, id: string, image: string | null, at: string) {
  await db.updateTable('questions').set({ image, updated_at: at }).where('id', '=', id).execute();
}

export async function deleteQuestion(db: Db, id: string) {
  await db.deleteFrom('questions').where('id', '=', id).execute();
}

export const testsOfCourse = (db: Db, courseId: string) =>
  db
    .selectFrom('tests')
    .selectAll()
    .where('course_id', '=', courseId)
    .orderBy('opens_at')
    .orderBy('id')
    .execute();

export async function deleteTest(db: Db, id: string) {
  await db.deleteFrom('tests').where('id', '=', id).execute();
}

export const offlineMarkOf = (db: Db, testId: string, userId: string) =>
  db
    .selectFrom('offline_marks')
    .select('marks')
    .where('test_id', '=', testId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
