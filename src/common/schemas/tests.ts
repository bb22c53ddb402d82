import { z } from 'zod';
import { DIFFICULTIES, QUESTION_KINDS, RESULT_RULES, TEST_MODES } from '../tests';
import { requiredLongText, requiredText } from './required-text';

export const testMessages = {
  kind: 'Choose the kind of question.',
  text: 'Enter the question.',
  marks: 'Enter marks above 0, in steps of 0.01.',
  negativeMarks: 'Enter marks of 0 or more, in steps of 0.01.',
  difficulty: 'Choose easy, medium or hard.',
  options: 'Give between 2 and 10 options.',
  optionText: 'Enter the option’s text.',
  oneCorrect: 'Mark exactly one option as correct.',
  someCorrect: 'Mark at least one option as correct.',
  trueOrFalse: 'Choose whether the statement is true or false.',
  number: 'Enter the correct number.',
  tolerance: 'Enter a tolerance of 0 or more.',
  tag: 'A tag is one line of at most 40 characters.',
  questionNotFound: 'Question not found.',
  testNotFound: 'Test not found.',
  attemptNotFound: 'Attempt not found.',
  title: 'Enter the test’s title.',
  when: 'Enter a date and time.',
  window: 'The test must close after it opens.',
  timeLimit: 'Enter a time limit of 1 to 600 minutes.',
  attempts: 'Allow 1 to 20 attempts.',
  questions: 'Choose the questions, or the rules to draw them by, not both.',
  questionOutsideCourse: 'Every question must be in the test’s course bank.',
  drawTooFew: 'The bank has too few questions for the rule "rule".',
  passMarks: 'The pass mark must be between 0 and the test’s total.',
  maxMarks: 'Enter the paper’s total marks.',
  batchOutsideCourse: 'The batch must be one of the test’s course.',
  offlineOnly: 'Marks are entered only for a paper (offline) test.',
  onlineOnly: 'This is a paper test: its marks are entered by the trainer.',
  notYourTest: 'Test not found.',
  notOpen: 'This test is not open now.',
  noAttemptsLeft: 'You have used all your attempts at this test.',
  late: 'Time is up: the answer was not saved. Your test was submitted with the answers saved before the deadline.',
  submitted: 'This attempt is already submitted.',
  notSubmitted: 'This attempt is not submitted yet.',
  stillTaking:
    'Some students are still taking this test: release the results once their time is up.',
  answerKind: 'This answer does not fit the question.',
  notInAttempt: 'This question is not in your test.',
  answerSaved: 'Answer saved',
  attemptSubmitted: 'Test submitted',
  released: 'Results released',
  marksSaved: 'Marks saved',
  marksAbove: 'Marks must be between 0 and the maximum.',
  notShortText: 'Only short-text answers are marked by the trainer.',
  studentNotInTest: 'This student does not take this test.',
  csvColumns: 'Send a CSV file with the columns kind, text, marks and difficulty.',
  csvRow: 'Row "row": "problem"',
  questionsImported: 'Questions imported',
  tooManyRows: 'At most 1000 questions in one file.',
  image: 'Choose an image file.',
} as const;

const id = z.string().min(1).max(100);
/** Marks as people write them (4, 0.25), to hundredths. */
const marksField = (message: string, min: number) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(10_000, message)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, message);
const instant = z.iso
  .datetime({ offset: true, error: testMessages.when })
  .transform((text) => new Date(text).toISOString());

const tag = requiredText(testMessages.tag, 40);

/** POST /tests/questions and PUT /tests/questions/{id} (admin): a question of a course's bank. */
export const questionInputSchema = z
  .object({
    courseId: id,
    kind: z.enum(QUESTION_KINDS, { error: testMessages.kind }),
    text: requiredLongText(testMessages.text, 5000),
    code: z.string().max(10_000).optional().default(''),
    codeLanguage: z.string().trim().max(30).optional().default(''),
    options: z
      .array(
        z.object({ text: requiredLongText(testMessages.optionText, 1000), correct: z.boolean() }),
      )
      .max(10, testMessages.options)
      .optional()
      .default([]),
    correct: z.boolean().optional(),
    value: z.number({ error: testMessages.number }).optional(),
    tolerance: z
      .number({ error: testMessages.tolerance })
      .min(0, testMessages.tolerance)
      .optional(),
    modelAnswer: z.string().max(2000).optional().default(''),
    marks: marksField(testMessages.marks, 0.01),
    negativeMarks: marksField(testMessages.negativeMarks, 0).optional().default(0),
    explanation: z.string().max(5000).optional().default(''),
    tags: z.array(tag).max(10).optional().default([]),
    difficulty: z.enum(DIFFICULTIES, { error: testMessages.difficulty }),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (q.kind === 'single' || q.kind === 'multiple') {
      if (q.options.length < 2) issue('options', testMessages.options);
      const correct = q.options.filter((o) => o.correct).length;
      if (q.kind === 'single' && correct !== 1) issue('options', testMessages.oneCorrect);
      if (q.kind === 'multiple' && correct < 1) issue('options', testMessages.someCorrect);
    }
    if (q.kind === 'true-false' && q.correct === undefined)
      issue('correct', testMessages.trueOrFalse);
    if (q.kind === 'number' && q.value === undefined) issue('value', testMessages.number);
  });
export type QuestionInput = z.input<typeof questionInputSchema>;
export type QuestionFields = z.output<typeof questionInputSchema>;

export const drawRuleSchema = z.object({
  tag: tag.optional(),
  difficulty: z.enum(DIFFICULTIES, { error: testMessages.difficulty }).optional(),
  count: z.number().int().min(1).max(200),
});
export type DrawRule = z.output<typeof drawRuleSchema>;

/** POST /tests and PUT /tests/{id} (admin): a test of a course, online or on paper. */
export const testInputSchema = z
  .object({
    courseId: id,
    batchId: id.nullable().optional().default(null),
    title: requiredText(testMessages.title, 200),
    mode: z.enum(TEST_MODES),
    questionIds: z.array(id).max(200).optional().default([]),
    draw: z.array(drawRuleSchema).max(20).optional().default([]),
    timeLimitMinutes: z
      .number({ error: testMessages.timeLimit })
      .int(testMessages.timeLimit)
      .min(1, testMessages.timeLimit)
      .max(600, testMessages.timeLimit)
      .nullable()
      .optional()
      .default(null),
    opensAt: instant,
    closesAt: instant.nullable().optional().default(null),
    attemptsAllowed: z
      .number({ error: testMessages.attempts })
      .int(testMessages.attempts)
      .min(1, testMessages.attempts)
      .max(20, testMessages.attempts)
      .optional()
      .default(1),
    shuffleQuestions: z.boolean().optional().default(false),
    shuffleOptions: z.boolean().optional().default(false),
    /** A paper test's total; an online test's is its questions'. */
    maxMarks: marksField(testMessages.maxMarks, 0.01).optional(),
    passMarks: marksField(testMessages.passMarks, 0),
    results: z.enum(RESULT_RULES).optional().default('on-release'),
    /** The course is complete only once this test is passed (decision 069). */
    requiredForCompletion: z.boolean().optional().default(false),
  })
  .superRefine((t, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (t.closesAt !== null && t.closesAt <= t.opensAt) issue('closesAt', testMessages.window);
    if (t.mode === 'offline' && t.maxMarks === undefined) issue('maxMarks', testMessages.maxMarks);
    if (t.mode === 'online' && t.questionIds.length > 0 === t.draw.length > 0)
      issue('questionIds', testMessages.questions);
  });
export type TestInput = z.input<typeof testInputSchema>;
export type TestFields = z.output<typeof testInputSchema>;

export const courseQuerySchema = z.object({ courseId: id });

/** PUT /tests/attempts/{id}/answers/{questionId} (a student): one answer, saved as given. */
export const givenAnswerSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('single'), optionId: id }),
    z.object({ kind: z.literal('multiple'), optionIds: z.array(id).max(10) }),
    z.object({ kind: z.literal('true-false'), value: z.boolean() }),
    z.object({ kind: z.literal('number'), value: z.number() }),
    z.object({ kind: z.literal('short-text'), text: z.string().max(5000) }),
  ],
  { error: testMessages.answerKind },
);

/** PUT /tests/{id}/marks (admin): a paper test's grid, saved at once; null clears a mark. */
export const offlineMarksSchema = z.object({
  marks: z
    .array(z.object({ userId: id, marks: marksField(testMessages.marksAbove, 0).nullable() }))
    .max(1000),
});

/** PUT /tests/attempts/{id}/answers/{questionId}/mark (admin): the trainer's mark for short text. */
export const trainerMarkSchema = z.object({ marks: marksField(testMessages.marksAbove, 0) });

/** POST /tests/questions/import (admin): a CSV of questions for a course's bank. */
export const questionImportSchema = z.object({
  courseId: id,
  csv: z.string().min(1).max(1_000_000),
});

const optionDto = z.object({ id: z.string(), text: z.string(), correct: z.boolean() });
export const questionDtoSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  code: z.string(),
  codeLanguage: z.string(),
  /** The question's picture (its widest variant), or null. */
  image: z.string().nullable(),
  options: z.array(optionDto),
  correct: z.boolean().nullable(),
  value: z.number().nullable(),
  tolerance: z.number().nullable(),
  modelAnswer: z.string(),
  marks: z.number(),
  negativeMarks: z.number(),
  explanation: z.string(),
  tags: z.array(z.string()),
  difficulty: z.enum(DIFFICULTIES),
});
export type QuestionDto = z.infer<typeof questionDtoSchema>;

export const testDtoSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  batchId: z.string().nullable(),
  title: z.string(),
  mode: z.enum(TEST_MODES),
  questionIds: z.array(z.string()),
  draw: z.array(drawRuleSchema),
  timeLimitMinutes: z.number().nullable(),
  opensAt: z.string(),
  closesAt: z.string().nullable(),
  attemptsAllowed: z.number(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  maxMarks: z.number().nullable(),
  passMarks: z.number(),
  results: z.enum(RESULT_RULES),
  releasedAt: z.string().nullable(),
  requiredForCompletion: z.boolean(),
});
export type TestDto = z.infer<typeof testDtoSchema>;

/** A question as a student taking the test sees it: no key, options in the attempt's order. */
const shownQuestion = z.object({
  _id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  code: z.string(),
  codeLanguage: z.string(),
  image: z.string().nullable(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  marks: z.number(),
  negativeMarks: z.number(),
});

/** What the student reads back after release: their answer's marks, the key and why. */
const reviewedQuestion = shownQuestion.extend({
  marksAwarded: z.number().nullable(),
  correctOptionIds: z.array(z.string()),
  correct: z.boolean().nullable(),
  value: z.number().nullable(),
  tolerance: z.number().nullable(),
  modelAnswer: z.string(),
  explanation: z.string(),
});

export const attemptDtoSchema = z.object({
  _id: z.string(),
  testId: z.string(),
  title: z.string(),
  number: z.number(),
  startedAt: z.string(),
  deadline: z.string().nullable(),
  /** The server's time when it answered, so a screen counts down from the server's clock. */
  serverNow: z.string(),
  secondsLeft: z.number().nullable(),
  submittedAt: z.string().nullable(),
  questions: z.array(shownQuestion),
  answers: z.record(z.string(), givenAnswerSchema),
});
export type AttemptDto = z.infer<typeof attemptDtoSchema>;

export const resultDtoSchema = z.object({
  _id: z.string(),
  testId: z.string(),
  title: z.string(),
  number: z.number(),
  submittedAt: z.string().nullable(),
  /** Null until the results are shown (at once, or at release) or while short text awaits marks. */
  score: z.number().nullable(),
  maxMarks: z.number(),
  passed: z.boolean().nullable(),
  awaitingMarks: z.boolean(),
  released: z.boolean(),
  answers: z.record(z.string(), givenAnswerSchema),
  /** Only once released. */
  review: z.array(reviewedQuestion).nullable(),
});
export type ResultDto = z.infer<typeof resultDtoSchema>;

export const myTestDtoSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  title: z.string(),
  mode: z.enum(TEST_MODES),
  timeLimitMinutes: z.number().nullable(),
  opensAt: z.string(),
  closesAt: z.string().nullable(),
  attemptsAllowed: z.number(),
  attemptsUsed: z.number(),
  /** The attempt under way, to resume. */
  openAttemptId: z.string().nullable(),
  attempts: z.array(
    z.object({ _id: z.string(), number: z.number(), submittedAt: z.string().nullable() }),
  ),
  /** A paper test's marks, once shown. */
  offlineMarks: z.number().nullable(),
  maxMarks: z.number().nullable(),
  released: z.boolean(),
});

export const testResultsDtoSchema = z.object({
  test: testDtoSchema,
  students: z.array(
    z.object({
      userId: z.string(),
      userName: z.string(),
      attempts: z.array(
        z.object({
          _id: z.string(),
          number: z.number(),
          submittedAt: z.string().nullable(),
          score: z.number().nullable(),
          maxMarks: z.number(),
          awaitingMarks: z.boolean(),
        }),
      ),
      offlineMarks: z.number().nullable(),
    }),
  ),
});
