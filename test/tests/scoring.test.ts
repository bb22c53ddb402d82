import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreAnswer, totalOf, type ScoredQuestion } from '#common/test-scoring';
import type { GivenAnswer, QuestionOption } from '#common/tests';

/*
 * The scorer against one written plainly here from decision 066's rules, on random questions and
 * answers (marks in hundredths).
 */

function expectedMarks(q: ScoredQuestion, a: GivenAnswer | undefined): number | null {
  if (a === undefined || a.kind !== q.key.kind) return 0;
  const wrong = -q.negativeMarks;
  if (a.kind === 'single' && q.key.kind === 'single') {
    for (const option of q.key.options)
      if (option.id === a.optionId) return option.correct ? q.marks : wrong;
    return wrong;
  }
  if (a.kind === 'multiple' && q.key.kind === 'multiple') {
    const picked: string[] = [];
    for (const id of a.optionIds) if (!picked.includes(id)) picked.push(id);
    if (picked.length === 0) return 0;
    let right = 0;
    let total = 0;
    for (const option of q.key.options) if (option.correct) total++;
    for (const id of picked) {
      const option = q.key.options.find((o) => o.id === id);
      if (!option || !option.correct) return wrong;
      right++;
    }
    // Partial credit: right/total of the marks, rounded down to a hundredth.
    let credit = 0;
    while ((credit + 1) * total <= q.marks * right) credit++;
    return credit;
  }
  if (a.kind === 'true-false' && q.key.kind === 'true-false')
    return a.value === q.key.correct ? q.marks : wrong;
  if (a.kind === 'number' && q.key.kind === 'number') {
    const distance = a.value > q.key.value ? a.value - q.key.value : q.key.value - a.value;
    return distance <= q.key.tolerance + 1e-9 ? q.marks : wrong;
  }
  if (a.kind === 'short-text') return a.text.trim().length > 0 ? null : 0;
  return 0;
}

const hundredths = fc.integer({ min: 1, max: 1000 });
const negative = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 500 }));
const optionIds = ['o1', 'o2', 'o3', 'o4', 'o5', 'o6'];

const options = (oneCorrect: boolean) =>
  fc.integer({ min: 2, max: 6 }).chain((count) =>
    (oneCorrect
      ? fc
          .integer({ min: 0, max: count - 1 })
          .map((i) => [...Array(count).keys()].map((k) => k === i))
      : fc
          .array(fc.boolean(), { minLength: count, maxLength: count })
          .filter((c) => c.includes(true))
    ).map((flags) =>
      flags.map((correct, i): QuestionOption => ({
        id: optionIds[i] ?? '',
        text: `Option ${i}`,
        correct,
      })),
    ),
  );

const questionAndAnswer: fc.Arbitrary<{ q: ScoredQuestion; a: GivenAnswer | undefined }> = fc.oneof(
  fc.record({ marks: hundredths, negativeMarks: negative, options: options(true) }).chain((q) =>
    fc.record({
      q: fc.constant({
        marks: q.marks,
        negativeMarks: q.negativeMarks,
        key: { kind: 'single' as const, options: q.options },
      }),
      a: fc.option(
        fc
          .constantFrom(...optionIds, 'missing')
          .map((optionId): GivenAnswer => ({ kind: 'single', optionId })),
        { nil: undefined },
      ),
    }),
  ),
  fc.record({ marks: hundredths, negativeMarks: negative, options: options(false) }).chain((q) =>
    fc.record({
      q: fc.constant({
        marks: q.marks,
        negativeMarks: q.negativeMarks,
        key: { kind: 'multiple' as const, options: q.options },
      }),
      a: fc.option(
        fc
          .array(fc.constantFrom(...q.options.map((o) => o.id), 'o9'), { maxLength: 7 })
          .map((optionIds): GivenAnswer => ({ kind: 'multiple', optionIds })),
        { nil: undefined },
      ),
    }),
  ),
  fc.record({
    q: fc.record({
      marks: hundredths,
      negativeMarks: negative,
      key: fc.boolean().map((correct) => ({ kind: 'true-false' as const, correct })),
    }),
    a: fc.option(
      fc.boolean().map((value): GivenAnswer => ({ kind: 'true-false', value })),
      { nil: undefined },
    ),
  }),
  fc
    .record({
      marks: hundredths,
      negativeMarks: negative,
      value: fc.integer({ min: -10_000, max: 10_000 }).map((n) => n / 100),
      tolerance: fc.integer({ min: 0, max: 200 }).map((n) => n / 100),
    })
    .chain(({ marks, negativeMarks, value, tolerance }) =>
      fc.record({
        q: fc.constant({
          marks,
          negativeMarks,
          key: { kind: 'number' as const, value, tolerance },
        }),
        a: fc.option(
          fc
            .integer({ min: -300, max: 300 })
            .map((offset): GivenAnswer => ({ kind: 'number', value: value + offset / 100 })),
          { nil: undefined },
        ),
      }),
    ),
  fc.record({
    q: fc.record({
      marks: hundredths,
      negativeMarks: negative,
      key: fc.constant({ kind: 'short-text' as const, modelAnswer: 'A model answer' }),
    }),
    a: fc.option(
      fc
        .constantFrom('', '  ', 'An answer')
        .map((text): GivenAnswer => ({ kind: 'short-text', text })),
      {
        nil: undefined,
      },
    ),
  }),
);

describe('scoring a test (decision 066)', () => {
  it('scores each question as the plain scorer does', () => {
    fc.assert(
      fc.property(questionAndAnswer, ({ q, a }) => {
        expect(scoreAnswer(q, a)).toBe(expectedMarks(q, a));
      }),
      { numRuns: 2000 },
    );
  });

  it('sums an attempt, waits for the trainer only on answered short text, and takes their mark', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            questionAndAnswer,
            fc.option(fc.integer({ min: 0, max: 1000 }), { nil: undefined }),
          ),
          {
            maxLength: 30,
          },
        ),
        (rows) => {
          let total = 0;
          let awaiting = false;
          for (const [{ q, a }, trainer] of rows) {
            const marks = expectedMarks(q, a) ?? trainer ?? null;
            if (marks === null) awaiting = true;
            else total += marks;
          }
          const scored = totalOf(
            rows.map(([{ q, a }, trainer]) => scoreAnswer(q, a) ?? trainer ?? null),
          );
          expect(scored).toEqual({ total, awaitingMarks: awaiting });
        },
      ),
    );
  });

  it('never gives more than the marks, nor takes more than the negative marks', () => {
    fc.assert(
      fc.property(questionAndAnswer, ({ q, a }) => {
        const marks = scoreAnswer(q, a);
        if (marks === null) return;
        expect(marks).toBeLessThanOrEqual(q.marks);
        expect(marks).toBeGreaterThanOrEqual(-q.negativeMarks);
      }),
    );
  });

  it('gives partial credit for some of the correct options, and takes the negative marks for a wrong one', () => {
    const q: ScoredQuestion = {
      marks: 400,
      negativeMarks: 100,
      key: {
        kind: 'multiple',
        options: [
          { id: 'o1', text: 'A', correct: true },
          { id: 'o2', text: 'B', correct: true },
          { id: 'o3', text: 'C', correct: true },
          { id: 'o4', text: 'D', correct: false },
        ],
      },
    };
    expect(scoreAnswer(q, { kind: 'multiple', optionIds: ['o1', 'o2', 'o3'] })).toBe(400);
    expect(scoreAnswer(q, { kind: 'multiple', optionIds: ['o1'] })).toBe(133);
    expect(scoreAnswer(q, { kind: 'multiple', optionIds: ['o1', 'o2'] })).toBe(266);
    expect(scoreAnswer(q, { kind: 'multiple', optionIds: ['o1', 'o4'] })).toBe(-100);
    expect(scoreAnswer(q, { kind: 'multiple', optionIds: [] })).toBe(0);
  });
});
