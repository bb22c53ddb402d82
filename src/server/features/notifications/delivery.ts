import type { Db } from '#server/db/database';

/** Placeholder for the core branch's delivery.ts, only for the typecheck (lead: take the core's). */
export function recordDelivery(
  db: Db,
  update: {
    providerId: string;
    status: 'sent' | 'delivered' | 'read' | 'failed';
    at: Date;
    reason?: string;
  },
): Promise<boolean> {
  throw new Error(`The core branch records deliveries (${update.providerId}).`, { cause: db });
}
