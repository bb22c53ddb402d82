import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import { testMessages, type AttemptDto, type ResultDto } from '#common/schemas/tests';
import { scoreAnswer, totalOf } from '#common/test-scoring';
import { fromHundredths, type GivenAnswer } from '#common/tests';
import type { Db } from '#server/db/database';
import { lockingRead } from '#server/db/row-lock';
import type { TestAttemptsTable } from '#server/db/schema';
import { newId } from '#server/db/time';
import { HttpError } from '#server/plugins/errors';
import type { Storage } from '#server/services/storage';
import {
  answerOf,
  drawOf,
  keyOf,
  questionImage,
  scoredQuestion,
  type QuestionRow,
  type TestRow,
} from './mapper';
import { chosenQuestionIds, existingTest, matchesRule, questionsOfCourse } from './repo';
import { takesTest } from './takers';

export type AttemptRow = Selectable<TestAttemptsTable>;
type OptionOrder = Record<string, string[]>;

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** The questions of a new attempt: the chosen ones in order, or a fresh draw by the rules. */
async function questionsForAttempt(db: Db, test: TestRow): Promise<QuestionRow[]> {
  const bank = await questionsOfCourse(db, test.course_id);
  const rules = drawOf(test);
  if (rules.length === 0) {
    const ids = await chosenQuestionIds(db, test.id);
    return ids.flatMap((id) => bank.filter((q) => q.id === id));
  }
  const taken: QuestionRow[] = [];
  for (const rule of rules) {
    const pool = bank.filter((q) => !taken.includes(q) && matchesRule(q, rule));
    taken.push(...shuffled(pool).slice(0, rule.count));
  }
  return taken;
}

const questionsById = async (db: Db, ids: string[]) => {
  const rows =
    ids.length === 0
      ? []
      : await db.selectFrom('questions').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((q) => [q.id, q]));
};

const answersOf = async (db: Db, attemptId: string) =>
  db.selectFrom('attempt_answers').selectAll().where('attempt_id', '=', attemptId).execute();

/**
 * Scores the attempt and closes it at `at`: the submission's time, or its deadline when the
 * server closes it late. Each answer keeps its marks; short text waits for the trainer's.
 */
async function close(trx: Db, attempt: AttemptRow, at: string): Promise<void> {
  const order = JSON.parse(attempt.question_order) as string[];
  const questions = await questionsById(trx, order);
  const answers = await answersOf(trx, attempt.id);
  const marks: (number | null)[] = [];
  for (const row of answers) {
    const question = questions.get(row.question_id);
    const mark = question ? scoreAnswer(scoredQuestion(question), answerOf(row.answer)) : 0;
    marks.push(mark);
    await trx
      .updateTable('attempt_answers')
      .set({ marks: mark })
      .where('attempt_id', '=', attempt.id)
      .where('question_id', '=', row.question_id)
      .execute();
  }
  const { total, awaitingMarks } = totalOf(marks);
  await trx
    .updateTable('test_attempts')
    .set({ submitted_at: at, score: total, awaiting_marks: awaitingMarks ? 1 : 0 })
    .where('id', '=', attempt.id)
    .execute();
}

const isPastDeadline = (attempt: AttemptRow, now: string) =>
  attempt.deadline !== null && now >= attempt.deadline;

/** Closes, at their deadlines, the attempts whose time ran out unsubmitted (of a test, or a student). */
export async function closeDueAttempts(
  db: Db,
  now: string,
  where: { testId?: string; userId?: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('test_attempts')
      .selectAll()
      .where('submitted_at', 'is', null)
      .where('deadline', '<=', now);
    if (where.testId) query = query.where('test_id', '=', where.testId);
    if (where.userId) query = query.where('user_id', '=', where.userId);
    const due = await lockingRead(trx, query).execute();
    for (const attempt of due) await close(trx, attempt, attempt.deadline ?? now);
  });
}

export const attemptsOf = (db: Db, testId: string, userId: string) =>
  db
    .selectFrom('test_attempts')
    .selectAll()
    .where('test_id', '=', testId)
    .where('user_id', '=', userId)
    .orderBy('number')
    .execute();

/**
 * The student's attempt under way, or a new one when the test is open and an attempt is left:
 * its questions and options in the order this attempt keeps, and its deadline, the earlier of
 * the time limit and the window's end.
 */
export async function startOrResume(
  db: Db,
  test: TestRow,
  userId: string,
  now: Date,
): Promise<AttemptRow> {
  const at = now.toISOString();
  if (!(await takesTest(db, test, userId))) throw new HttpError(404, testMessages.testNotFound);
  if (test.mode === 'offline') throw new HttpError(400, testMessages.onlineOnly);
  await closeDueAttempts(db, at, { testId: test.id, userId });
  return db.transaction().execute(async (trx) => {
    await lockingRead(trx, trx.selectFrom('users').select('id').where('id', '=', userId)).execute();
    const attempts = await attemptsOf(trx, test.id, userId);
    const open = attempts.find((a) => a.submitted_at === null);
    if (open) return open;
    if (at < test.opens_at || (test.closes_at !== null && at >= test.closes_at))
      throw new HttpError(403, testMessages.notOpen);
    if (attempts.length >= test.attempts_allowed)
      throw new HttpError(403, testMessages.noAttemptsLeft);

    const drawn = await questionsForAttempt(trx, test);
    const questions = test.shuffle_questions ? shuffled(drawn) : drawn;
    const optionOrder: OptionOrder = {};
    for (const q of questions) {
      const key = keyOf(q);
      if (key.kind !== 'single' && key.kind !== 'multiple') continue;
      const ids = key.options.map((o) => o.id);
      optionOrder[q.id] = test.shuffle_options ? shuffled(ids) : ids;
    }
    const limitEnds =
      test.time_limit_minutes === null
        ? null
        : new Date(now.getTime() + test.time_limit_minutes * 60_000).toISOString();
    const ends = [limitEnds, test.closes_at].filter((t): t is string => t !== null).sort();
    const attempt: AttemptRow = {
      id: newId(),
      test_id: test.id,
      user_id: userId,
      number: attempts.length + 1,
      started_at: at,
      deadline: ends[0] ?? null,
      submitted_at: null,
      question_order: JSON.stringify(questions.map((q) => q.id)),
      option_order: JSON.stringify(optionOrder),
      max_marks: questions.reduce((sum, q) => sum + q.marks, 0),
      score: null,
      awaiting_marks: 0,
    };
    await trx.insertInto('test_attempts').values(attempt).execute();
    return attempt;
  });
}

/** The student's own attempt; another's is missing (404). */
export async function ownAttempt(db: Db, attemptId: string, userId: string): Promise<AttemptRow> {
  const attempt = await db
    .selectFrom('test_attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!attempt) throw new HttpError(404, testMessages.attemptNotFound);
  return attempt;
}

/** Whether an answer fits its question and the options this attempt shows. */
function fits(question: QuestionRow, answer: GivenAnswer, options: string[] | undefined) {
  if (answer.kind !== question.kind) return false;
  if (answer.kind === 'single') return options?.includes(answer.optionId) ?? false;
  if (answer.kind === 'multiple') return answer.optionIds.every((id) => options?.includes(id));
  return answer.kind !== 'number' || Number.isFinite(answer.value);
}

/**
 * Saves one answer in place of the last, while the attempt's time runs. After the deadline (by
 * the server's clock) the answer is refused and the attempt is closed at its deadline.
 */
export async function saveAnswer(
  db: Db,
  input: { attemptId: string; userId: string; questionId: string; answer: GivenAnswer; now: Date },
): Promise<void> {
  const at = input.now.toISOString();
  const outcome = await db.transaction().execute(async (trx) => {
    const attempt = await lockingRead(
      trx,
      trx
        .selectFrom('test_attempts')
        .selectAll()
        .where('id', '=', input.attemptId)
        .where('user_id', '=', input.userId),
    ).executeTakeFirst();
    if (!attempt) return 'missing' as const;
    if (attempt.submitted_at !== null) return 'submitted' as const;
    if (isPastDeadline(attempt, at)) {
      await close(trx, attempt, attempt.deadline ?? at);
      return 'late' as const;
    }
    const order = JSON.parse(attempt.question_order) as string[];
    const question = order.includes(input.questionId)
      ? (await questionsById(trx, [input.questionId])).get(input.questionId)
      : undefined;
    if (!question) return 'not-in-attempt' as const;
    const options = (JSON.parse(attempt.option_order) as OptionOrder)[question.id];
    if (!fits(question, input.answer, options)) return 'misfit' as const;
    const answer = JSON.stringify(input.answer);
    await trx
      .insertInto('attempt_answers')
      .values({
        attempt_id: attempt.id,
        question_id: question.id,
        answer,
        saved_at: at,
        marks: null,
        trainer_marks: null,
      })
      .onConflict((oc) =>
        oc.columns(['attempt_id', 'question_id']).doUpdateSet({ answer, saved_at: at }),
      )
      .execute();
    return 'saved' as const;
  });
  if (outcome === 'missing') throw new HttpError(404, testMessages.attemptNotFound);
  if (outcome === 'submitted') throw new HttpError(409, testMessages.submitted);
  if (outcome === 'late') throw new HttpError(409, testMessages.late);
  if (outcome === 'not-in-attempt') throw new HttpError(404, testMessages.notInAttempt);
  if (outcome === 'misfit') throw new HttpError(400, testMessages.answerKind);
}

/** Submits the attempt now, or at its deadline if that has passed; a second submit changes nothing. */
export async function submitAttempt(db: Db, attemptId: string, userId: string, now: Date) {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const attempt = await lockingRead(
      trx,
      trx
        .selectFrom('test_attempts')
        .selectAll()
        .where('id', '=', attemptId)
        .where('user_id', '=', userId),
    ).executeTakeFirst();
    if (!attempt) throw new HttpError(404, testMessages.attemptNotFound);
    if (attempt.submitted_at !== null) return;
    await close(trx, attempt, isPastDeadline(attempt, at) ? (attempt.deadline ?? at) : at);
  });
  return ownAttempt(db, attemptId, userId);
}

const givenAnswers = (rows: { question_id: string; answer: string }[]) =>
  Object.fromEntries(rows.map((r) => [r.question_id, answerOf(r.answer)]));

function shownQuestion(storage: Storage, question: QuestionRow, options: string[] | undefined) {
  const key = keyOf(question);
  const all = key.kind === 'single' || key.kind === 'multiple' ? key.options : [];
  return {
    _id: question.id,
    kind: question.kind,
    text: question.text,
    code: question.code ?? '',
    codeLanguage: question.code_language ?? '',
    image: questionImage(storage, question),
    options: (options ?? []).flatMap((id) =>
      all.filter((o) => o.id === id).map((o) => ({ id: o.id, text: o.text })),
    ),
    marks: fromHundredths(question.marks),
    negativeMarks: fromHundredths(question.negative_marks),
  };
}

async function shownQuestions(db: Db, storage: Storage, attempt: AttemptRow) {
  const order = JSON.parse(attempt.question_order) as string[];
  const options = JSON.parse(attempt.option_order) as OptionOrder;
  const questions = await questionsById(db, order);
  return order.flatMap((id) => {
    const question = questions.get(id);
    return question ? [{ question, shown: shownQuestion(storage, question, options[id]) }] : [];
  });
}

/** The attempt as the student resumes it: questions without their key, answers so far, time left. */
export async function attemptView(
  db: Db,
  storage: Storage,
  attempt: AttemptRow,
  test: TestRow,
  now: Date,
): Promise<AttemptDto> {
  const questions = await shownQuestions(db, storage, attempt);
  const secondsLeft =
    attempt.deadline === null || attempt.submitted_at !== null
      ? null
      : Math.max(0, Math.floor((Date.parse(attempt.deadline) - now.getTime()) / 1000));
  return {
    _id: attempt.id,
    testId: test.id,
    title: test.title,
    number: attempt.number,
    startedAt: attempt.started_at,
    deadline: attempt.deadline,
    serverNow: now.toISOString(),
    secondsLeft,
    submittedAt: attempt.submitted_at,
    questions: questions.map((q) => q.shown),
    answers: givenAnswers(await answersOf(db, attempt.id)),
  };
}

/**
 * A submitted attempt's result: the score once results are shown (at submission or at release)
 * and no short text awaits marks; the key and explanations only once released.
 */
export async function resultView(
  db: Db,
  storage: Storage,
  attempt: AttemptRow,
  test: TestRow,
): Promise<ResultDto> {
  const released = test.released_at !== null;
  const submitted = attempt.submitted_at !== null;
  const shown =
    submitted && (released || test.results === 'immediate') && attempt.awaiting_marks === 0;
  const answers = await answersOf(db, attempt.id);
  const review =
    released && submitted
      ? (await shownQuestions(db, storage, attempt)).map(({ question, shown: q }) => {
          const key = keyOf(question);
          const answer = answers.find((a) => a.question_id === question.id);
          const marks = answer ? (answer.trainer_marks ?? answer.marks) : 0;
          return {
            ...q,
            marksAwarded: marks === null ? null : fromHundredths(marks),
            correctOptionIds:
              key.kind === 'single' || key.kind === 'multiple'
                ? key.options.filter((o) => o.correct).map((o) => o.id)
                : [],
            correct: key.kind === 'true-false' ? key.correct : null,
            value: key.kind === 'number' ? key.value : null,
            tolerance: key.kind === 'number' ? key.tolerance : null,
            modelAnswer: key.kind === 'short-text' ? key.modelAnswer : '',
            explanation: question.explanation,
          };
        })
      : null;
  const score = shown && attempt.score !== null ? attempt.score : null;
  return {
    _id: attempt.id,
    testId: test.id,
    title: test.title,
    number: attempt.number,
    submittedAt: attempt.submitted_at,
    score: score === null ? null : fromHundredths(score),
    maxMarks: fromHundredths(attempt.max_marks),
    passed: score === null ? null : score >= test.pass_marks,
    awaitingMarks: attempt.awaiting_marks === 1,
    released,
    answers: givenAnswers(answers),
    review,
  };
}

/** The attempt's test, read for the student who owns the attempt. */
export const testOfAttempt = (db: Db, attempt: AttemptRow) => existingTest(db, attempt.test_id);

/**
 * The trainer's mark for a short-text answer of a submitted attempt; the attempt's score is
 * summed again, and it stops awaiting marks once every short answer has one.
 */
export async function markShortText(
  db: Db,
  input: { attemptId: string; questionId: string; marks: number },
): Promise<AttemptRow> {
  return db.transaction().execute(async (trx) => {
    const attempt = await lockingRead(
      trx,
      trx.selectFrom('test_attempts').selectAll().where('id', '=', input.attemptId),
    ).executeTakeFirst();
    if (!attempt) throw new HttpError(404, testMessages.attemptNotFound);
    if (attempt.submitted_at === null) throw new HttpError(409, testMessages.notSubmitted);
    const question = (await questionsById(trx, [input.questionId])).get(input.questionId);
    const answer = (await answersOf(trx, attempt.id)).find(
      (a) => a.question_id === input.questionId,
    );
    if (!question || !answer) throw new HttpError(404, testMessages.questionNotFound);
    if (question.kind !== 'short-text') throw new HttpError(400, testMessages.notShortText);
    if (input.marks > question.marks) throw new HttpError(400, testMessages.marksAbove);
    await trx
      .updateTable('attempt_answers')
      .set({ trainer_marks: input.marks })
      .where('attempt_id', '=', attempt.id)
      .where('question_id', '=', question.id)
      .execute();
    const all = await answersOf(trx, attempt.id);
    const { total, awaitingMarks } = totalOf(all.map((a) => a.trainer_marks ?? a.marks));
    await trx
      .updateTable('test_attempts')
      .set({ score: total, awaiting_marks: awaitingMarks ? 1 : 0 })
      .where('id', '=', attempt.id)
      .execute();
    return attempt;
  });
}
