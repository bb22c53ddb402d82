/*
 * Tests and their question bank (issue 40, decision 066). Marks are kept in hundredths of a mark
 * (4 marks = 400, a quarter = 25), so sums and partial credit are whole numbers.
 */

export const QUESTION_KINDS = ['single', 'multiple', 'true-false', 'number', 'short-text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const TEST_MODES = ['online', 'offline'] as const;
export type TestMode = (typeof TEST_MODES)[number];

/** Results shown at submission, or once the trainer releases them. */
export const RESULT_RULES = ['immediate', 'on-release'] as const;
export type ResultRule = (typeof RESULT_RULES)[number];

export interface QuestionOption {
  id: string;
  text: string;
  correct: boolean;
}

/** What makes an answer right, by the question's kind. */
export type QuestionKey =
  | { kind: 'single' | 'multiple'; options: QuestionOption[] }
  | { kind: 'true-false'; correct: boolean }
  | { kind: 'number'; value: number; tolerance: number }
  | { kind: 'short-text'; modelAnswer: string };

/** A student's answer, by the question's kind. */
export type GivenAnswer =
  | { kind: 'single'; optionId: string }
  | { kind: 'multiple'; optionIds: string[] }
  | { kind: 'true-false'; value: boolean }
  | { kind: 'number'; value: number }
  | { kind: 'short-text'; text: string };

/** Hundredths of a mark <-> marks as people write them. */
export const toHundredths = (marks: number) => Math.round(marks * 100);
export const fromHundredths = (hundredths: number) => hundredths / 100;
