import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, scheduleFor, settle } from '#common/fee-schedule';
import { feePlanSchema, type PlanPart } from '#common/schemas/fee-plans';

/** Percentages in hundredths that add up to 100%, as a plan's percentage parts must. */
const basisPointSplits = fc
  .array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 8 })
  .map((weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    const split = weights.map((w) => Math.max(1, Math.floor((w * 10_000) / total)));
    split[0]! += 10_000 - split.reduce((a, b) => a + b, 0);
    return split;
  })
  .filter((split) => split.every((bp) => bp >= 1));

const plans = fc
  .record({
    percents: basisPointSplits,
    fixed: fc.array(fc.integer({ min: 1, max: 500_000 }), { maxLength: 3 }),
    remainderPick: fc.nat(),
  })
  .map(({ percents, fixed, remainderPick }) => {
    const parts: PlanPart[] = [
      ...fixed.map((paise) => ({
        kind: 'fixed' as const,
        value: paise / 100,
        due: 'admission' as const,
      })),
      ...percents.map((bp, i) => ({
        kind: 'percent' as const,
        value: bp / 100,
        due: 'months' as const,
        after: i + 1,
      })),
    ];
    return {
      parts,
      remainderPart: fixed.length + (remainderPick % percents.length),
      fixed,
      percents,
    };
  });

describe('instalment plan arithmetic', () => {
  it('always adds up to the fee to the paisa, each share as exact arithmetic gives it', () => {
    fc.assert(
      fc.property(plans, fc.integer({ min: 0, max: 100_000_000 }), (plan, fee) => {
        expect(feePlanSchema.safeParse({ name: 'Plan', ...plan }).success).toBe(true);
        const schedule = scheduleFor(plan, fee, '2026-01-31');
        const fixedTotal = plan.fixed.reduce((a, b) => a + b, 0);
        if (fixedTotal > fee) {
          expect(schedule).toBeNull();
          return;
        }
        expect(schedule).not.toBeNull();
        const parts = schedule!;
        expect(parts.reduce((sum, p) => sum + p.amount, 0)).toBe(fee);
        // An independent computation in BigInt: each percentage part is its exact share rounded
        // down; the remainder part carries the rest, less than one paisa a part.
        const rest = BigInt(fee - fixedTotal);
        plan.percents.forEach((bp, i) => {
          const index = plan.fixed.length + i;
          const exact = (rest * BigInt(bp)) / 10_000n;
          const got = BigInt(parts[index]!.amount);
          if (index === plan.remainderPart) {
            expect(got >= exact).toBe(true);
            expect(got - exact < BigInt(plan.percents.length)).toBe(true);
          } else {
            expect(got).toBe(exact);
          }
        });
        plan.fixed.forEach((paise, i) => expect(parts[i]!.amount).toBe(paise));
        expect(parts.every((p) => p.amount >= 0)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('puts the rounding on the stated part: ₹1,000.01 in three thirds', () => {
    const third = { kind: 'percent' as const, due: 'admission' as const };
    const parts = [
      { ...third, value: 33.33 },
      { ...third, value: 33.33 },
      { ...third, value: 33.34 },
    ];
    expect(
      scheduleFor({ parts, remainderPart: 0 }, 100_001, '2026-03-01')!.map((p) => p.amount),
    ).toEqual([33_331, 33_330, 33_340]);
  });

  it('counts months to the end of a shorter month, and days and fixed dates as given', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    const parts: PlanPart[] = [
      { kind: 'percent', value: 40, due: 'admission' },
      { kind: 'percent', value: 30, due: 'days', after: 45 },
      { kind: 'percent', value: 30, due: 'date', date: '2026-12-01' },
    ];
    expect(scheduleFor({ parts, remainderPart: 2 }, 1_000_000, '2026-10-31')).toEqual([
      { seq: 0, dueOn: '2026-10-31', amount: 400_000 },
      { seq: 1, dueOn: '2026-12-15', amount: 300_000 },
      { seq: 2, dueOn: '2026-12-01', amount: 300_000 },
    ]);
  });

  it('settles the earliest due part first, whatever the plan order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 28 }),
            amount: fc.integer({ min: 1, max: 1e6 }),
          }),
          {
            minLength: 1,
            maxLength: 10,
          },
        ),
        fc.nat(),
        (raw, pick) => {
          const parts = raw.map((r, seq) => ({
            seq,
            dueOn: `2026-05-${String(r.day).padStart(2, '0')}`,
            amount: r.amount,
          }));
          const total = parts.reduce((a, p) => a + p.amount, 0);
          const paid = pick % (total + 1);
          const settled = settle(parts, paid);
          expect(settled.reduce((a, p) => a + p.paid, 0)).toBe(paid);
          // No part is paid at all while an earlier-due one is still owed.
          settled.forEach((part, i) => {
            if (part.paid > 0)
              settled.slice(0, i).forEach((before) => expect(before.state).toBe('paid'));
          });
          expect(settled.filter((p) => p.state === 'part_paid').length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('refuses plans whose percentages do not make 100% or whose rounding part is fixed', () => {
    const result = feePlanSchema.safeParse({
      name: 'Bad',
      parts: [
        { kind: 'fixed', value: 2000, due: 'admission' },
        { kind: 'percent', value: 60, due: 'months', after: 1 },
      ],
      remainderPart: 0,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      'The percentage parts must add up to exactly 100%.',
      'The part that takes the rounding must be one of the percentage parts.',
    ]);
  });
});
