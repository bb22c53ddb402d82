import type { GivenAnswer, QuestionKey } from './tests';

/** A question as scoring reads it; marks in hundredths. */
export interface ScoredQuestion {
  key: QuestionKey;
  marks: number;
  /** Taken away for a wrong answer (0 for none). */
  negativeMarks: number;
}

/**
 * How far a number answer may be from the key beyond its tolerance and still count: what binary
 * fractions lose when 0.1 + 0.2 is typed as 0.3.
 */
const NUMBER_SLACK = 1e-9;

/**
 * One question's marks in hundredths (decision 066), or null while a trainer's mark is awaited
 * (an answered short-text question). Unanswered: 0. Wrong: minus the negative marks. Multiple
 * choice: any wrong option chosen makes the answer wrong; otherwise the share of the correct
 * options chosen, rounded down to a hundredth.
 */
export function scoreAnswer(
  question: ScoredQuestion,
  answer: GivenAnswer | undefined,
): number | null {
  const { key, marks, negativeMarks } = question;
  if (!answer || answer.kind !== key.kind) return 0;
  const rightOrWrong = (right: boolean) => (right ? marks : -negativeMarks);
  switch (answer.kind) {
    case 'single': {
      const options = key.kind === 'single' ? key.options : [];
      return rightOrWrong(options.some((o) => o.correct && o.id === answer.optionId));
    }
    case 'multiple': {
      const options = key.kind === 'multiple' ? key.options : [];
      const chosen = new Set(answer.optionIds);
      if (chosen.size === 0) return 0;
      const correct = options.filter((o) => o.correct);
      if ([...chosen].some((id) => !correct.some((o) => o.id === id))) return -negativeMarks;
      return Math.floor((marks * chosen.size) / correct.length);
    }
    case 'true-false':
      return rightOrWrong(key.kind === 'true-false' && key.correct === answer.value);
    case 'number':
      return rightOrWrong(
        key.kind === 'number' && Math.abs(answer.value - key.value) <= key.tolerance + NUMBER_SLACK,
      );
    case 'short-text':
      return answer.text.trim() === '' ? 0 : null;
  }
}

/**
 * An attempt's total in hundredths from its questions' marks (a trainer's mark in place of a
 * short text's null), and whether a trainer's mark is still awaited. A total may be below zero.
 */
export function totalOf(marks: (number | null)[]): { total: number; awaitingMarks: boolean } {
  let total = 0;
  let awaitingMarks = false;
  for (const mark of marks) {
    if (mark === null) awaitingMarks = true;
    else total += mark;
  }
  return { total, awaitingMarks };
}
