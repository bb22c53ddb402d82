import type { DrawRule, QuestionDto, QuestionFields, TestDto } from '#common/schemas/tests';
import type { ScoredQuestion } from '#common/test-scoring';
import { fromHundredths, toHundredths, type GivenAnswer, type QuestionKey } from '#common/tests';
import type { QuestionsTable, TestsTable } from '#server/db/schema';
import { imageUrl } from '#server/services/images';
import type { Storage } from '#server/services/storage';
import type { Selectable } from 'kysely';

export type QuestionRow = Selectable<QuestionsTable>;
export type TestRow = Selectable<TestsTable>;

export const keyOf = (row: QuestionRow) => JSON.parse(row.answer_key) as QuestionKey;
export const answerOf = (text: string) => JSON.parse(text) as GivenAnswer;
export const drawOf = (row: TestRow) => (row.draw ? (JSON.parse(row.draw) as DrawRule[]) : []);

export const scoredQuestion = (row: QuestionRow): ScoredQuestion => ({
  key: keyOf(row),
  marks: row.marks,
  negativeMarks: row.negative_marks,
});

/** A question's key from the form's fields; option ids follow the options' order. */
export function keyFromFields(fields: QuestionFields): QuestionKey {
  switch (fields.kind) {
    case 'single':
    case 'multiple':
      return {
        kind: fields.kind,
        options: fields.options.map((o, i) => ({
          id: `o${i + 1}`,
          text: o.text,
          correct: o.correct,
        })),
      };
    case 'true-false':
      return { kind: 'true-false', correct: fields.correct ?? false };
    case 'number':
      return { kind: 'number', value: fields.value ?? 0, tolerance: fields.tolerance ?? 0 };
    case 'short-text':
      return { kind: 'short-text', modelAnswer: fields.modelAnswer };
  }
}

/** The columns a question's fields set. */
export const questionColumns = (fields: QuestionFields) => ({
  kind: fields.kind,
  text: fields.text,
  code: fields.code.trim() === '' ? null : fields.code,
  code_language: fields.codeLanguage === '' ? null : fields.codeLanguage,
  answer_key: JSON.stringify(keyFromFields(fields)),
  marks: toHundredths(fields.marks),
  negative_marks: toHundredths(fields.negativeMarks),
  explanation: fields.explanation,
  tags: JSON.stringify(fields.tags),
  difficulty: fields.difficulty,
});

/** The question's picture as a URL, or null. */
export const questionImage = (storage: Storage, row: QuestionRow) =>
  row.image === null ? null : imageUrl(storage, row.image);

export function questionDto(storage: Storage, row: QuestionRow): QuestionDto {
  const key = keyOf(row);
  return {
    _id: row.id,
    courseId: row.course_id,
    kind: row.kind,
    text: row.text,
    code: row.code ?? '',
    codeLanguage: row.code_language ?? '',
    image: questionImage(storage, row),
    options: key.kind === 'single' || key.kind === 'multiple' ? key.options : [],
    correct: key.kind === 'true-false' ? key.correct : null,
    value: key.kind === 'number' ? key.value : null,
    tolerance: key.kind === 'number' ? key.tolerance : null,
    modelAnswer: key.kind === 'short-text' ? key.modelAnswer : '',
    marks: fromHundredths(row.marks),
    negativeMarks: fromHundredths(row.negative_marks),
    explanation: row.explanation,
    tags: JSON.parse(row.tags) as string[],
    difficulty: row.difficulty,
  };
}

export const testDto = (row: TestRow, questionIds: string[]): TestDto => ({
  _id: row.id,
  courseId: row.course_id,
  batchId: row.batch_id,
  title: row.title,
  mode: row.mode,
  questionIds,
  draw: drawOf(row),
  timeLimitMinutes: row.time_limit_minutes,
  opensAt: row.opens_at,
  closesAt: row.closes_at,
  attemptsAllowed: row.attempts_allowed,
  shuffleQuestions: row.shuffle_questions === 1,
  shuffleOptions: row.shuffle_options === 1,
  maxMarks: row.max_marks === null ? null : fromHundredths(row.max_marks),
  passMarks: fromHundredths(row.pass_marks),
  results: row.results,
  releasedAt: row.released_at,
  requiredForCompletion: row.required_for_completion === 1,
});
