import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '#common/fee-schedule';
import { amountDueNow, lateFeeOf } from '#common/late-fee';
import { feePlanSchema, lateFeeSchema } from '#common/schemas/fee-plans';

const day = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2025-01-01', offset));
const rule = fc.oneof(
  fc.record({
    kind: fc.constant('flat' as const),
    value: fc.integer({ min: 1, max: 1_000_000 }).map((paise) => paise / 100),
    afterDays: fc.integer({ min: 0, max: 365 }),
  }),
  fc.record({
    kind: fc.constant('percent' as const),
    value: fc.integer({ min: 1, max: 10_000 }).map((basis) => basis / 100),
    afterDays: fc.integer({ min: 0, max: 365 }),
  }),
);

describe('the late fee', () => {
  it('is the flat paise, or the percentage of the part rounded half up to the paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), rule, (amount, late) => {
        const expected =
          late.kind === 'flat'
            ? BigInt(Math.round(late.value * 100))
            : (BigInt(amount) * BigInt(Math.round(late.value * 100)) * 2n + 10_000n) / 20_000n;
        expect(BigInt(lateFeeOf(amount, late))).toBe(expected);
      }),
    );
  });

  it('is shown before it applies, added only after N days past the due date, and never to a part paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        day,
        day,
        rule,
        (amount, paidShare, dueOn, today, late) => {
          const paid = Math.floor((amount * paidShare) / 100);
          const due = amountDueNow({ dueOn, amount, paid }, late, today);
          const left = amount - paid;
          expect(due.outstanding).toBe(left);
          if (left === 0) {
            expect(due).toEqual({ outstanding: 0, lateFee: null, total: 0 });
            return;
          }
          const after = addDays(dueOn, late.afterDays);
          const applies = today > after;
          expect(due.lateFee).toEqual({ amount: lateFeeOf(amount, late), after, applies });
          expect(due.total).toBe(left + (applies ? lateFeeOf(amount, late) : 0));
          expect(Number.isInteger(due.total)).toBe(true);
          // Once charged, it is a part of its own: nothing more is added.
          expect(amountDueNow({ dueOn, amount, paid }, late, today, true).total).toBe(left);
          expect(amountDueNow({ dueOn, amount, paid }, null, today).total).toBe(left);
        },
      ),
    );
  });

  it('is checked in the plan: flat in rupees, a percentage up to 100, days from 0 to 365', () => {
    const plan = {
      name: 'One part',
      parts: [{ kind: 'percent', value: 100, due: 'admission' }],
      remainderPart: 0,
    };
    expect(feePlanSchema.parse(plan).lateFee).toBeNull();
    const refused = (lateFee: object) =>
      lateFeeSchema.safeParse(lateFee).error?.issues.map((issue) => issue.message);
    expect(refused({ kind: 'flat', value: 100, afterDays: 5 })).toBeUndefined();
    expect(refused({ kind: 'flat', value: 0, afterDays: 5 })).toEqual([
      'Enter a late fee in rupees above 0, with at most two decimals.',
    ]);
    expect(refused({ kind: 'percent', value: 100.5, afterDays: 5 })).toEqual([
      'Enter a late fee above 0% and at most 100%, with at most two decimals.',
    ]);
    expect(refused({ kind: 'flat', value: 1.234, afterDays: 5 })).toHaveLength(1);
    expect(refused({ kind: 'percent', value: 2, afterDays: 366 })).toEqual([
      'Enter how many days after the due date the late fee applies (0 to 365).',
    ]);
  });
});
