import type { Db } from '#server/db/database';
import type { Notification } from '#server/db/schema';
import type { MadeWhenSent } from './templates/events';
import { messageRenderer } from './templates/overrides';

/**
 * Makes an event's secret values for one send (a reset link with a fresh token), from what the
 * row keeps: the account, the address it goes to and the values it was queued with. Undefined
 * when the message is no longer to be sent (the account is gone, or its address changed since it
 * was queued).
 */
export type MakeWhenSent<Event extends keyof MadeWhenSent> = (message: {
  userId: string | null;
  address: string;
  values: Record<string, string>;
}) => Promise<MadeWhenSent[Event] | undefined>;

/** The makers features registered, by event. */
export type Makers = Map<keyof MadeWhenSent, MakeWhenSent<keyof MadeWhenSent>>;

/**
 * The row of an event with values made when sent, as it is sent: rendered again with them (the
 * stored row keeps its placeholders). Undefined when its maker says it is no longer to be sent.
 */
export async function sendableRow(
  db: Db,
  makers: Makers,
  row: Notification,
): Promise<Notification | undefined> {
  const make = makers.get(row.event as keyof MadeWhenSent);
  if (!make) throw new Error(`Nothing makes the values of ${row.event} when it is sent.`);
  const queued = JSON.parse(row.params) as Record<string, string>;
  const made = await make({ userId: row.user_id, address: row.address, values: queued });
  if (!made) return undefined;
  const values = { ...queued, ...made };
  const render = await messageRenderer(db, row.event);
  const { subject, text } = render(values, row.language, row.channel);
  return { ...row, params: JSON.stringify(values), subject, text };
}
