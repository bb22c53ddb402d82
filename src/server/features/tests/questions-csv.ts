import { parse } from 'csv-parse/sync';
import {
  questionInputSchema,
  testMessages,
  type QuestionDto,
  type QuestionFields,
} from '#common/schemas/tests';
import { told } from '#common/schemas/batch-classes';
import { HttpError } from '#server/plugins/errors';
import type { CsvColumn } from '../csv-export';

/*
 * A question bank as CSV: one question a row. Options and tags are split by `|`; `answer` holds
 * the correct options' numbers (`1|3`), true or false, or the number.
 */

const LIST = '|';
const split = (cell: string | undefined) =>
  (cell ?? '')
    .split(LIST)
    .map((part) => part.trim())
    .filter((part) => part !== '');

function answerCell(q: QuestionDto): string | number {
  if (q.kind === 'single' || q.kind === 'multiple')
    return q.options.flatMap((o, i) => (o.correct ? [i + 1] : [])).join(LIST);
  if (q.kind === 'true-false') return String(q.correct);
  if (q.kind === 'number') return q.value ?? '';
  return q.modelAnswer;
}

export const questionCsvColumns: CsvColumn<QuestionDto>[] = [
  { header: 'kind', value: (q) => q.kind },
  { header: 'text', value: (q) => q.text },
  { header: 'code', value: (q) => q.code },
  { header: 'codeLanguage', value: (q) => q.codeLanguage },
  { header: 'options', value: (q) => q.options.map((o) => o.text).join(LIST) },
  { header: 'answer', value: answerCell },
  { header: 'tolerance', value: (q) => q.tolerance },
  { header: 'marks', value: (q) => q.marks },
  { header: 'negativeMarks', value: (q) => q.negativeMarks },
  { header: 'explanation', value: (q) => q.explanation },
  { header: 'tags', value: (q) => q.tags.join(LIST) },
  { header: 'difficulty', value: (q) => q.difficulty },
];

/** The apostrophe the export puts before a formula's first character, taken off again. */
const unguarded = (cell: string) =>
  cell.replace(/^'(?=\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r])/, '');
const numberOf = (cell: string | undefined) =>
  cell === undefined || cell.trim() === '' ? undefined : Number(cell);

/** The question a CSV row describes, as the form would send it. */
function inputOf(row: Record<string, string>, courseId: string) {
  const kind = row.kind ?? '';
  const answer = row.answer ?? '';
  const correctNumbers = new Set(split(answer).map(Number));
  return {
    courseId,
    kind,
    text: row.text ?? '',
    code: row.code ?? '',
    codeLanguage: row.codeLanguage ?? '',
    options: split(row.options).map((text, i) => ({ text, correct: correctNumbers.has(i + 1) })),
    correct: kind === 'true-false' ? answer.trim().toLowerCase() === 'true' : undefined,
    value: kind === 'number' ? numberOf(answer) : undefined,
    tolerance: numberOf(row.tolerance),
    modelAnswer: kind === 'short-text' ? answer : '',
    marks: numberOf(row.marks),
    negativeMarks: numberOf(row.negativeMarks) ?? 0,
    explanation: row.explanation ?? '',
    tags: split(row.tags),
    difficulty: row.difficulty?.trim().toLowerCase(),
  };
}

/**
 * Every question of the CSV, checked as the form checks one; any row wrong refuses the whole
 * file, naming each wrong row (counted from 1 after the header) and its first problem.
 */
export function questionsFromCsv(csv: string, courseId: string): QuestionFields[] {
  let records: Record<string, string>[];
  try {
    records = parse(csv, {
      bom: true,
      columns: true,
      skip_empty_lines: true,
      relax_column_count: true,
      cast: (value: string) => unguarded(value),
    }) as Record<string, string>[];
  } catch {
    throw new HttpError(400, testMessages.csvColumns);
  }
  const first = records[0];
  if (!first || !['kind', 'text', 'marks', 'difficulty'].every((c) => c in first))
    throw new HttpError(400, testMessages.csvColumns);
  const errors: Record<string, string> = {};
  const questions: QuestionFields[] = [];
  records.forEach((record, i) => {
    const parsed = questionInputSchema.safeParse(inputOf(record, courseId));
    if (parsed.success) questions.push(parsed.data);
    else {
      const issue = parsed.error.issues[0];
      errors[`row${i + 1}`] = told(
        testMessages.csvRow,
        String(i + 1),
        `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`,
      );
    }
  });
  const problems = Object.values(errors);
  if (problems.length > 0) throw new HttpError(400, problems.slice(0, 20).join(' '), errors);
  return questions;
}
