import type { Db } from '#server/db/database';
import type { Notification } from '#server/db/schema';
import { insertMessage } from './enqueue';
import { permittedChannels, type ChannelAddress } from './recipients';
import { messageRenderer } from './templates/overrides';
import type { TemplateValues } from './templates/template';

/**
 * After `failed` gave up on its channel: the same message on the recipient's next channel they
 * have not opted out of (WhatsApp, then SMS, then e-mail), queued at once. Call it in the
 * transaction that marks `failed` failed, so the fallback exists exactly when the failure does.
 */
export async function fallBack(trx: Db, failed: Notification, at: Date): Promise<void> {
  const remaining = JSON.parse(failed.fallbacks) as ChannelAddress[];
  const [next, ...rest] = await permittedChannels(trx, failed.purpose, remaining);
  if (!next) return;
  await insertMessage(
    trx,
    {
      event: failed.event,
      values: JSON.parse(failed.params) as TemplateValues,
      recipient: {
        role: failed.recipient_role,
        name: failed.recipient_name,
        userId: failed.user_id,
        language: failed.language,
      },
      route: [next, ...rest],
      at,
      notBefore: at,
      fallbackFrom: failed.id,
    },
    await messageRenderer(trx, failed.event),
  );
}
