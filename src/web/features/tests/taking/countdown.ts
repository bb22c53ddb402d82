/*
 * The time left of an attempt, counted down in the browser from the seconds the server gave
 * (decision 068). The count runs on the page's monotonic clock (`performance.now()`), so setting
 * the computer's clock changes nothing; the server's deadline decides anyway.
 */

/** When, on the page's clock (ms), the time the server gave runs out. */
export const endsAt = (secondsLeft: number, receivedAt: number) => receivedAt + secondsLeft * 1000;

/** Whole seconds left at `now`, rounded up: 0 only once the time is over. */
export const secondsLeftAt = (ends: number, now: number) =>
  Math.max(0, Math.ceil((ends - now) / 1000));

/** The moments a screen reader is told the time left: not every second, only these. */
export const ANNOUNCED_SECONDS = [30 * 60, 15 * 60, 10 * 60, 5 * 60, 2 * 60, 60, 30, 10] as const;

/**
 * The announced moment passed between two readings of the seconds left (the latest one when a
 * sleeping tab skipped several), or null.
 */
export function announcementBetween(before: number, after: number): number | null {
  const passed = ANNOUNCED_SECONDS.filter((moment) => before > moment && after <= moment);
  return passed.length === 0 ? null : Math.min(...passed);
}

/** "1:05:09", "4:59", "0:07". */
export function clockText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
