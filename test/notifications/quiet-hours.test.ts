import { describe, expect, it } from 'vitest';
import { quietUntil } from '#server/features/notifications/quiet-hours';

/** A time in IST on 10 March 2026, as the instant it is. */
const ist = (time: string) => new Date(`2026-03-10T${time}:00+05:30`);

describe('quiet hours', () => {
  it('holds a reminder sent overnight until the morning, and lets the day through', () => {
    expect(quietUntil('reminder', ist('22:00'))).toEqual(new Date('2026-03-11T09:00:00+05:30'));
    expect(quietUntil('marketing', ist('03:15'))).toEqual(ist('09:00'));
    expect(quietUntil('reminder', ist('09:00'))).toBeUndefined();
    expect(quietUntil('reminder', ist('20:59'))).toBeUndefined();
  });

  it('never holds security or transactional messages', () => {
    expect(quietUntil('security', ist('23:00'))).toBeUndefined();
    expect(quietUntil('transactional', ist('02:00'))).toBeUndefined();
  });

  it('follows the hours the institute set, within a day or overnight, and none when off', () => {
    const lunch = { from: 13, until: 14 };
    expect(quietUntil('reminder', ist('13:30'), lunch)).toEqual(ist('14:00'));
    expect(quietUntil('reminder', ist('14:00'), lunch)).toBeUndefined();
    expect(quietUntil('reminder', ist('23:30'), lunch)).toBeUndefined();
    expect(quietUntil('reminder', ist('23:30'), { from: 22, until: 7 })).toEqual(
      new Date('2026-03-11T07:00:00+05:30'),
    );
    expect(quietUntil('reminder', ist('23:30'), null)).toBeUndefined();
  });
});
