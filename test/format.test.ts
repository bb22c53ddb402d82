import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatCalendarDay,
  formatCount,
  formatDay,
  formatInr,
  indiaToday,
} from '#common/format';

/** What these formatters write by hand is what Intl writes for India. */
const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});
const count = new Intl.NumberFormat('en-IN');
const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const calendarDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

const instants = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('formatting for India without Intl', () => {
  it('writes rupees from paise in Indian grouping, with paise only when there are some', () => {
    expect(formatInr(149900)).toBe('₹1,499');
    expect(formatInr(149950)).toBe('₹1,499.50');
    expect(formatInr(299980)).toBe('₹2,999.80');
    expect(formatInr(12345678905)).toBe('₹12,34,56,789.05');
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), (paise) => {
        expect(formatInr(paise)).toBe(inr.format(paise / 100 || 0));
      }),
    );
  });

  it('groups counts as India writes them', () => {
    expect(formatCount(1058)).toBe('1,058');
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (n) => {
        expect(formatCount(n)).toBe(count.format(n));
      }),
    );
  });

  it("writes days and calendar days, and today's date, in India's time zone", () => {
    expect(formatDay('2026-09-30T19:00:00Z')).toBe('1 Oct 2026');
    expect(formatCalendarDay('2026-12-07')).toBe('Mon, 7 Dec, 2026');
    fc.assert(
      fc.property(instants, (instant) => {
        expect(formatDay(instant.toISOString())).toBe(day.format(instant));
        const date = instant.toISOString().slice(0, 10);
        expect(formatCalendarDay(date)).toBe(calendarDay.format(new Date(`${date}T00:00:00Z`)));
      }),
    );
    expect([indiaDay.format(new Date()), indiaDay.format(new Date(Date.now() + 1000))]).toContain(
      indiaToday(),
    );
  });

  it('writes a calendar day as dd/mm/yyyy, the same day whatever the clock', () => {
    expect(formatCalendarDate('2026-12-07')).toBe('07/12/2026');
    expect(formatCalendarDate('2027-01-01')).toBe('01/01/2027');
  });
});
