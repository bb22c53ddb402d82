import { describe, expect, it } from 'vitest';
import { sessionDays, timesOverlap } from '#common/batch-sessions';

const pattern = {
  startsOn: '2026-07-06',
  days: ['Mon', 'Wed', 'Fri'] as const,
  startTime: '18:00',
  endTime: '19:30',
};

describe('the days a weekly pattern holds classes', () => {
  it('gives the pattern’s weekdays from its start, passing over holidays', () => {
    const holidays = [{ date: '2026-07-08', name: 'Guru Purnima' }];
    expect(sessionDays(pattern, '2026-07-01', '2026-07-17', holidays)).toEqual([
      '2026-07-06',
      '2026-07-10',
      '2026-07-13',
      '2026-07-15',
      '2026-07-17',
    ]);
  });

  it('crosses a month and a year end on the right weekdays', () => {
    const days = sessionDays({ ...pattern, days: ['Thu'] }, '2026-12-20', '2027-01-10', []);
    expect(days).toEqual(['2026-12-24', '2026-12-31', '2027-01-07']);
  });

  it('gives nothing for a range before the start', () => {
    expect(sessionDays(pattern, '2026-06-01', '2026-07-05', [])).toEqual([]);
  });

  it('counts spans that only touch as not overlapping', () => {
    const evening = { startTime: '18:00', endTime: '19:30' };
    expect(timesOverlap(evening, { startTime: '19:30', endTime: '21:00' })).toBe(false);
    expect(timesOverlap(evening, { startTime: '19:00', endTime: '20:00' })).toBe(true);
    expect(timesOverlap(evening, { startTime: '17:00', endTime: '18:30' })).toBe(true);
  });
});
