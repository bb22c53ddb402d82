import type { Db } from '#server/db/database';
import type { ChannelName } from './channels/channel';

/** Placeholder for the core branch's consents.ts, only for the typecheck (lead: take the core's). */
export function recordConsent(
  db: Db,
  entry: {
    channel: ChannelName;
    address: string;
    optedIn: boolean;
    source: 'form' | 'desk' | 'reply-stop' | 'email-link' | 'admin';
    at: Date;
  },
): Promise<void> {
  throw new Error(`The core branch records consents (${entry.address}).`, { cause: db });
}
