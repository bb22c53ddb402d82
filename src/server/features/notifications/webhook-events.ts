import { createHash, timingSafeEqual } from 'node:crypto';

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** What a provider's webhook tells: a message's new status, or a text a person sent back. */
export type WebhookEvent =
  | {
      kind: 'status';
      providerId: string;
      status: DeliveryStatus;
      at: Date;
      reason?: string;
      /** Our notifications row's id, when the provider hands it back (WhatsApp does). */
      ourId?: string;
      /** The number it went to (E.164), when the report names it (MSG91's does). */
      to?: string;
    }
  | { kind: 'reply'; from: string; text: string; at: Date };

/** Replies that withdraw consent; "Stop promotions" is the button Meta adds to marketing templates. */
const STOP_REPLIES = new Set([
  'stop',
  'stop all',
  'stopall',
  'stop promotions',
  'unsubscribe',
  'बंद',
  'बंद करें',
  'रोकें',
  'रोको',
]);

export function isStopReply(text: string): boolean {
  const said = text
    .normalize('NFC')
    .trim()
    .replace(/[.!।]+$/u, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return STOP_REPLIES.has(said);
}

/** Compares a secret a caller sent with ours in constant time, whatever their lengths. */
export function secretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !given || !expected) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A provider's time in unix seconds (or milliseconds), or `fallback` when it is none. */
export function unixTime(value: string | undefined, fallback: Date): Date {
  if (!value || !/^\d{9,13}$/.test(value)) return fallback;
  const n = Number(value);
  return new Date(n >= 1e12 ? n : n * 1000);
}
