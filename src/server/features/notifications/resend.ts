import { messageAdminMessages } from '#common/notifications';
import type { Db } from '#server/db/database';
import type { Notification } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { insertMessage } from './enqueue';
import { findMessage } from './messages-repo';
import { permittedChannels } from './recipients';

/**
 * Queues a failed message again as a fresh row, to the same person on the same channel and
 * address, rendered from its stored values; no fallback (the admin chose the channel). Refused
 * when the message did not fail, or the person has opted out of that channel since.
 */
export async function resendMessage(
  db: Db,
  id: string,
  at: Date,
): Promise<{ failed: Notification; id: string }> {
  const failed = await findMessage(db, id);
  if (!failed) throw new HttpError(404, messageAdminMessages.notFound);
  if (failed.status !== 'failed') throw new HttpError(409, messageAdminMessages.notFailed);
  const route = { channel: failed.channel, address: failed.address };
  if ((await permittedChannels(db, failed.purpose, [route])).length === 0) {
    throw new HttpError(409, messageAdminMessages.optedOut);
  }
  const newId = await insertMessage(db, {
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
  });
  return { failed, id: newId };
}
