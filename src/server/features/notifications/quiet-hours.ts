import type { NotificationPurpose } from '#common/notifications';

/** India Standard Time is UTC+5:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
const QUIET_FROM_HOUR = 21;
const QUIET_UNTIL_HOUR = 9;

/** Reminders and marketing wait for the morning; security and transactional messages never wait. */
const waitsOutQuietHours = (purpose: NotificationPurpose) =>
  purpose === 'reminder' || purpose === 'marketing';

/**
 * When a message of this purpose may go, if not now: 09:00 IST after a time between 21:00 and
 * 09:00 IST; undefined when it may go at `at`.
 */
export function quietUntil(purpose: NotificationPurpose, at: Date): Date | undefined {
  if (!waitsOutQuietHours(purpose)) return undefined;
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const hour = ist.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return undefined;
  const morning = Date.UTC(
    ist.getUTCFullYear(),
    ist.getUTCMonth(),
    ist.getUTCDate() + (hour >= QUIET_FROM_HOUR ? 1 : 0),
    QUIET_UNTIL_HOUR,
  );
  return new Date(morning - IST_OFFSET_MS);
}
