import { z } from 'zod';
import { DIFFICULTIES, QUESTION_KINDS, TEST_MODES } from '../tests';

/* A test's statistics and the short answers awaiting a trainer (issue 40, decision 067). */

const questionStatistics = z.object({
  questionId: z.string(),
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
  difficulty: z.enum(DIFFICULTIES),
  /** Counted attempts that showed the question. */
  shown: z.number(),
  /** Answers given full marks. */
  right: z.number(),
  /** Answers given, short of full marks. */
  wrong: z.number(),
  unanswered: z.number(),
  /** Share right of those shown (0 to 1, two places): the higher, the easier. Null if none. */
  facility: z.number().nullable(),
  /**
   * Share right in the top 27% by score minus share right in the bottom 27% (−1 to 1, two
   * places); null with fewer than two students or a group that was not shown the question.
   */
  discrimination: z.number().nullable(),
});
export type QuestionStatisticsDto = z.infer<typeof questionStatistics>;

/** GET /tests/{id}/statistics (admin). */
export const testStatisticsDtoSchema = z.object({
  testId: z.string(),
  courseId: z.string(),
  title: z.string(),
  mode: z.enum(TEST_MODES),
  /** Each student's first scored attempt (or paper mark) counts once. */
  counted: z.number(),
  /** Submitted attempts left out while short text awaits the trainer's marks. */
  awaitingMarks: z.number(),
  takers: z.number(),
  average: z.number().nullable(),
  /** Average as a percentage of each attempt's total (draws differ per attempt). */
  averagePercent: z.number().nullable(),
  highest: z.number().nullable(),
  lowest: z.number().nullable(),
  passMarks: z.number(),
  passed: z.number(),
  /** Ten bands of the score's share of its total: 0–10% … 90–100% (below 0 in the first). */
  bands: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
  questions: z.array(questionStatistics),
  /** Up to five questions with the largest share answered wrong, most first. */
  mostWrong: z.array(z.string()),
});
export type TestStatisticsDto = z.infer<typeof testStatisticsDtoSchema>;

/** GET /tests/{id}/short-answers (admin): every short-text answer of the test's submitted attempts. */
export const shortAnswersDtoSchema = z.object({
  answers: z.array(
    z.object({
      attemptId: z.string(),
      userName: z.string(),
      questionId: z.string(),
      question: z.string(),
      modelAnswer: z.string(),
      maxMarks: z.number(),
      text: z.string(),
      /** Null until the trainer marks it. */
      marks: z.number().nullable(),
    }),
  ),
});
export type ShortAnswersDto = z.infer<typeof shortAnswersDtoSchema>;
