import type { GivenAnswer } from '#common/tests';

/** Whether an answer says something: no option ticked, or no text, is none. */
export const isAnswered = (answer: GivenAnswer | undefined) =>
  answer !== undefined &&
  !(answer.kind === 'multiple' && answer.optionIds.length === 0) &&
  !(answer.kind === 'short-text' && answer.text.trim() === '');
