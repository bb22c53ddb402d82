import { messageAdminMessages } from '#common/notifications';
import type { Db } from '#server/db/database';
import type { Notification } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { insertMessage } from './enqueue';
import { findMessage, pendingCopy } from './messages-repo';
import { permittedChannels } from './recipients';
import { messageRenderer } from './templates/overrides';

/**
 * Queues a failed message again as a fresh row, to the same person on the same channel and
 * address, rendered from its stored values; no fallback (the admin chose the channel). Refused
 * when the message did not fail, when the same message is already waiting to go there (a second
 * click), or when the person has opted out of that channel since.
 */
export function resendMessage(
  db: Db,
  id: string,
  at: Date,
): Promise<{ failed: Notification; id: string }> {
  return db.transaction().execute(async (trx) => {
    // Locked, so a second click waits for the first and then finds its row.
    const failed = await findMessage(trx, id, { lock: true });
    if (!failed) throw new HttpError(404, messageAdminMessages.notFound);
    if (failed.status !== 'failed') throw new HttpError(409, messageAdminMessages.notFailed);
    if (await pendingCopy(trx, failed))
      throw new HttpError(409, messageAdminMessages.alreadyQueued);
    const route = { channel: failed.channel, address: failed.address };
    if ((await permittedChannels(trx, failed.purpose, [route])).length === 0) {
      throw new HttpError(409, messageAdminMessages.optedOut);
    }
    return { failed, id: await requeue(trx, failed, route, at) };
  });
}

async function requeue(
  db: Db,
  failed: Notification,
  route: { channel: Notification['channel']; address: string },
  at: Date,
) {
  return insertMessage(
    db,
    {
      event: failed.event,
      values: JSON.parse(failed.params) as Record<string, string>,
      recipient: {
        role: failed.recipient_role,
        name: failed.recipient_name,
        userId: failed.user_id,
        language: failed.language,
      },
      route: [route],
      at,
      notBefore: at,
    },
    await messageRenderer(db, failed.event),
  );
}
