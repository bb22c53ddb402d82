import type { NotificationPurpose } from '#common/notifications';

/** India Standard Time is UTC+5:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** The hours, in IST, between which reminders and marketing wait: from 21 until 9 by default. */
export interface QuietHours {
  from: number;
  until: number;
}

export const defaultQuietHours: QuietHours = { from: 21, until: 9 };

/** Reminders and marketing wait for the morning; security and transactional messages never wait. */
const waitsOutQuietHours = (purpose: NotificationPurpose) =>
  purpose === 'reminder' || purpose === 'marketing';

/**
 * When a message of this purpose may go, if not now: the end of the quiet hours (09:00 IST by
 * default) after a time within them; undefined when it may go at `at`, or when there are none.
 */
export function quietUntil(
  purpose: NotificationPurpose,
  at: Date,
  quiet: QuietHours | null = defaultQuietHours,
): Date | undefined {
  if (!quiet || !waitsOutQuietHours(purpose)) return undefined;
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const hour = ist.getUTCHours();
  const overnight = quiet.from > quiet.until;
  const isQuiet = overnight
    ? hour >= quiet.from || hour < quiet.until
    : hour >= quiet.from && hour < quiet.until;
  if (!isQuiet) return undefined;
  const morning = Date.UTC(
    ist.getUTCFullYear(),
    ist.getUTCMonth(),
    ist.getUTCDate() + (overnight && hour >= quiet.from ? 1 : 0),
    quiet.until,
  );
  return new Date(morning - IST_OFFSET_MS);
}
