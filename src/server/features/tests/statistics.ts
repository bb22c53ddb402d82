import type { QuestionStatisticsDto, TestStatisticsDto } from '#common/schemas/test-statistics';
import { fromHundredths } from '#common/tests';
import type { Db } from '#server/db/database';
import { closeDueAttempts } from './attempts';
import { answerOf, type QuestionRow, type TestRow } from './mapper';
import { chosenQuestionIds, questionsOfCourse } from './repo';
import { takersOf } from './takers';

/** A score counted once per student: hundredths, with its total and the marks of each question. */
export interface CountedScore {
  score: number;
  maxMarks: number;
  /** The questions the attempt showed; none for a paper test. */
  shown: string[];
  /** Marks (hundredths) of each question answered. */
  answered: Map<string, number>;
}

const BANDS = 10;
/** Kelley's groups: the top and bottom 27% by score. */
const GROUP_SHARE = 0.27;
const MOST_WRONG = 5;

const twoPlaces = (n: number) => Math.round(n * 100) / 100;
const share = (part: number, whole: number) => (whole === 0 ? null : twoPlaces(part / whole));

function bandsOf(scores: CountedScore[]) {
  const counts = new Array<number>(BANDS).fill(0);
  for (const { score, maxMarks } of scores) {
    const band = maxMarks <= 0 ? 0 : Math.floor((score * BANDS) / maxMarks);
    const index = Math.min(BANDS - 1, Math.max(0, band));
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts.map((count, i) => ({ from: i * 10, to: (i + 1) * 10, count }));
}

function questionStatistics(
  question: QuestionRow,
  scores: CountedScore[],
  groups: { upper: CountedScore[]; lower: CountedScore[] } | null,
): QuestionStatisticsDto {
  const isRight = (s: CountedScore) => s.answered.get(question.id) === question.marks;
  const shownIn = (list: CountedScore[]) => list.filter((s) => s.shown.includes(question.id));
  const shown = shownIn(scores);
  const right = shown.filter(isRight).length;
  const answered = shown.filter((s) => s.answered.has(question.id)).length;
  let discrimination: number | null = null;
  if (groups) {
    const upper = shownIn(groups.upper);
    const lower = shownIn(groups.lower);
    if (upper.length > 0 && lower.length > 0)
      discrimination = twoPlaces(
        upper.filter(isRight).length / upper.length - lower.filter(isRight).length / lower.length,
      );
  }
  return {
    questionId: question.id,
    text: question.text,
    kind: question.kind,
    difficulty: question.difficulty,
    shown: shown.length,
    right,
    wrong: answered - right,
    unanswered: shown.length - answered,
    facility: share(right, shown.length),
    discrimination,
  };
}

/**
 * A test's statistics from each student's counted score (decision 067): average, highest and
 * lowest, passes, ten bands of the score's share of its total, and for each question its
 * facility (share right) and upper–lower discrimination. `scores` come in the order they were
 * submitted, which splits ties at the groups' edges.
 */
export function statisticsOf(
  scores: CountedScore[],
  questions: QuestionRow[],
  passMarks: number,
): Omit<TestStatisticsDto, 'testId' | 'courseId' | 'title' | 'mode' | 'awaitingMarks' | 'takers'> {
  const n = scores.length;
  const ranked = [...scores].sort((a, b) => b.score * a.maxMarks - a.score * b.maxMarks);
  const size = Math.max(1, Math.round(n * GROUP_SHARE));
  const groups = n >= 2 ? { upper: ranked.slice(0, size), lower: ranked.slice(n - size) } : null;
  const perQuestion = questions.map((q) => questionStatistics(q, scores, groups));
  const wrongShare = (q: QuestionStatisticsDto) => (q.shown === 0 ? 0 : q.wrong / q.shown);
  const mostWrong = perQuestion
    .map((q, position) => ({ q, position }))
    .filter(({ q }) => q.wrong > 0)
    .sort((a, b) => wrongShare(b.q) - wrongShare(a.q) || a.position - b.position)
    .slice(0, MOST_WRONG)
    .map(({ q }) => q.questionId);
  const sum = scores.reduce((total, s) => total + s.score, 0);
  const percents = scores.map((s) => (s.maxMarks <= 0 ? 0 : (s.score * 100) / s.maxMarks));
  const values = scores.map((s) => s.score);
  return {
    counted: n,
    average: n === 0 ? null : twoPlaces(fromHundredths(sum / n)),
    averagePercent: n === 0 ? null : twoPlaces(percents.reduce((a, b) => a + b, 0) / n),
    highest: n === 0 ? null : fromHundredths(Math.max(...values)),
    lowest: n === 0 ? null : fromHundredths(Math.min(...values)),
    passMarks: fromHundredths(passMarks),
    passed: scores.filter((s) => s.score >= passMarks).length,
    bands: bandsOf(scores),
    questions: perQuestion,
    mostWrong,
  };
}

/** The questions a test's statistics list: the chosen ones in order, or those its attempts drew. */
async function questionsOfTest(db: Db, test: TestRow, shown: Set<string>) {
  const [bank, chosen] = await Promise.all([
    questionsOfCourse(db, test.course_id),
    chosenQuestionIds(db, test.id),
  ]);
  const byId = new Map(bank.map((q) => [q.id, q]));
  const ids = chosen.length > 0 ? chosen : bank.map((q) => q.id).filter((id) => shown.has(id));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Loads and computes a test's statistics. Each student counts once, by their first submitted
 * attempt once scored (while short text awaits marks it is left out and counted as awaiting),
 * or by their paper mark.
 */
export async function testStatistics(
  db: Db,
  test: TestRow,
  now: string,
): Promise<TestStatisticsDto> {
  await closeDueAttempts(db, now, { testId: test.id });
  const takers = (await takersOf(db, test).execute()).length;
  const base = {
    testId: test.id,
    courseId: test.course_id,
    title: test.title,
    mode: test.mode,
    takers,
  };
  if (test.mode === 'offline') {
    const marks = await db
      .selectFrom('offline_marks')
      .select('marks')
      .where('test_id', '=', test.id)
      .orderBy('entered_at')
      .execute();
    const scores = marks.map((m) => ({
      score: m.marks,
      maxMarks: test.max_marks ?? 0,
      shown: [],
      answered: new Map<string, number>(),
    }));
    return { ...base, awaitingMarks: 0, ...statisticsOf(scores, [], test.pass_marks) };
  }
  const attempts = await db
    .selectFrom('test_attempts')
    .selectAll()
    .where('test_id', '=', test.id)
    .where('submitted_at', 'is not', null)
    .orderBy('submitted_at')
    .orderBy('id')
    .execute();
  const firsts = new Map<string, (typeof attempts)[number]>();
  for (const attempt of attempts) {
    const first = firsts.get(attempt.user_id);
    if (!first || attempt.number < first.number) firsts.set(attempt.user_id, attempt);
  }
  const counted = [...firsts.values()].filter((a) => a.awaiting_marks === 0 && a.score !== null);
  const answers =
    counted.length === 0
      ? []
      : await db
          .selectFrom('attempt_answers')
          .select(['attempt_id', 'question_id', 'marks', 'trainer_marks'])
          .where(
            'attempt_id',
            'in',
            counted.map((a) => a.id),
          )
          .execute();
  const scores: CountedScore[] = counted
    .sort((a, b) => (a.submitted_at ?? '').localeCompare(b.submitted_at ?? ''))
    .map((attempt) => ({
      score: attempt.score ?? 0,
      maxMarks: attempt.max_marks,
      shown: JSON.parse(attempt.question_order) as string[],
      answered: new Map(
        answers
          .filter((a) => a.attempt_id === attempt.id)
          .map((a) => [a.question_id, a.trainer_marks ?? a.marks ?? 0]),
      ),
    }));
  const questions = await questionsOfTest(db, test, new Set(scores.flatMap((s) => s.shown)));
  return {
    ...base,
    awaitingMarks: firsts.size - counted.length,
    ...statisticsOf(scores, questions, test.pass_marks),
  };
}

/** The short-text answers of a test's submitted attempts, for the trainer to mark. */
export async function shortAnswers(db: Db, test: TestRow) {
  const rows = await db
    .selectFrom('attempt_answers')
    .innerJoin('test_attempts', 'test_attempts.id', 'attempt_answers.attempt_id')
    .innerJoin('users', 'users.id', 'test_attempts.user_id')
    .innerJoin('questions', 'questions.id', 'attempt_answers.question_id')
    .select([
      'attempt_answers.attempt_id',
      'attempt_answers.question_id',
      'attempt_answers.answer',
      'attempt_answers.trainer_marks',
      'users.user_name',
      'test_attempts.number',
      'questions.text',
      'questions.answer_key',
      'questions.marks',
    ])
    .where('test_attempts.test_id', '=', test.id)
    .where('test_attempts.submitted_at', 'is not', null)
    .where('questions.kind', '=', 'short-text')
    .orderBy('users.user_name')
    .orderBy('test_attempts.number')
    .orderBy('questions.created_at')
    .execute();
  return rows.flatMap((row) => {
    const answer = answerOf(row.answer);
    if (answer.kind !== 'short-text' || answer.text.trim() === '') return [];
    const key = JSON.parse(row.answer_key) as { modelAnswer?: string };
    return [
      {
        attemptId: row.attempt_id,
        userName: row.user_name,
        questionId: row.question_id,
        question: row.text,
        modelAnswer: key.modelAnswer ?? '',
        maxMarks: fromHundredths(row.marks),
        text: answer.text,
        marks: row.trainer_marks === null ? null : fromHundredths(row.trainer_marks),
      },
    ];
  });
}
