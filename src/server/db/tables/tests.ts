import type { Difficulty, QuestionKind, ResultRule, TestMode } from '#common/tests';
import type { Flag, Timestamp } from './columns';

/* A course's question bank, its tests, attempts and answers (migration 0046, decision 066). */

export interface QuestionsTable {
  id: string;
  course_id: string;
  kind: QuestionKind;
  text: string;
  /** Code shown with highlighting under the question's text. */
  code: string | null;
  code_language: string | null;
  /** Storage key of the question's picture (migration 0048, decision 067). */
  image: string | null;
  /** JSON QuestionKey: the options and which are correct, the number, the model answer. */
  answer_key: string;
  /** Hundredths of a mark. */
  marks: number;
  negative_marks: number;
  explanation: string;
  /** JSON array of tags. */
  tags: string;
  difficulty: Difficulty;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TestsTable {
  id: string;
  course_id: string;
  /** Only this batch's students take it; null for every student of the course. */
  batch_id: string | null;
  title: string;
  mode: TestMode;
  /** JSON DrawRule[] for a random draw; null when the questions are chosen (test_questions). */
  draw: string | null;
  time_limit_minutes: number | null;
  opens_at: Timestamp;
  closes_at: Timestamp | null;
  attempts_allowed: number;
  shuffle_questions: Flag;
  shuffle_options: Flag;
  /** Hundredths: the chosen questions' marks, or the paper's; null for a draw (per attempt). */
  max_marks: number | null;
  pass_marks: number;
  results: ResultRule;
  released_at: Timestamp | null;
  /** The course is complete only once this test is passed (migration 0049, decision 069). */
  required_for_completion: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A student told that a test's results are out: once per student and test (decision 069). */
export interface ResultNoticesTable {
  test_id: string;
  user_id: string;
  /** JSON array of the notifications queued. */
  message_ids: string;
  queued_at: Timestamp;
}

export interface TestQuestionsTable {
  test_id: string;
  question_id: string;
  position: number;
}

export interface TestAttemptsTable {
  id: string;
  test_id: string;
  user_id: string;
  /** 1 for the first attempt. */
  number: number;
  started_at: Timestamp;
  /** min(started + limit, window's end), set by the server; null when neither bounds it. */
  deadline: Timestamp | null;
  /** When the server took it: the submission, or the deadline for one closed by time. */
  submitted_at: Timestamp | null;
  /** JSON: the question ids in the order shown. */
  question_order: string;
  /** JSON: question id -> its option ids in the order shown. */
  option_order: string;
  /** Hundredths: the marks of the questions drawn. */
  max_marks: number;
  /** Hundredths, set at submission and when a trainer marks short text. */
  score: number | null;
  awaiting_marks: Flag;
}

export interface AttemptAnswersTable {
  attempt_id: string;
  question_id: string;
  /** JSON GivenAnswer. */
  answer: string;
  saved_at: Timestamp;
  /** Hundredths, set at submission; null for short text awaiting the trainer. */
  marks: number | null;
  trainer_marks: number | null;
}

export interface OfflineMarksTable {
  test_id: string;
  user_id: string;
  marks: number;
  entered_by: string | null;
  entered_at: Timestamp;
}
