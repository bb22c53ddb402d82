import type { FastifyInstance } from 'fastify';
import type { User } from '#server/db/schema';
import { issueResetLink } from '#server/db/reset-tokens';
import { findUserById } from './repo';

const RESET_TOKEN_MINUTES = 30;

/**
 * Queues the e-mail, in the account's language, with a link to choose a new password (decision
 * 048): the row keeps no link, the link is made when the message is sent.
 */
export async function queueResetMail(app: FastifyInstance, user: User): Promise<void> {
  await app.db.transaction().execute((trx) =>
    app.notifications.enqueue(trx, {
      event: 'password-reset',
      values: { name: user.user_name, minutes: String(RESET_TOKEN_MINUTES) },
      recipients: [
        {
          role: user.role === 'admin' ? 'staff' : 'student',
          name: user.user_name,
          userId: user.id,
          language: user.language,
          email: user.email,
        },
      ],
    }),
  );
  app.notifications.wake();
}

/**
 * Each send of a reset e-mail carries a fresh link, valid for 30 minutes from then; none is made
 * when the account is gone or its address is no longer the one the e-mail goes to.
 */
export function makeResetLinksWhenSent(app: FastifyInstance): void {
  app.notifications.makeWhenSent('password-reset', async ({ userId, address }) => {
    const user = userId ? await findUserById(app.db, userId) : undefined;
    if (!user || user.email !== address) return undefined;
    const link = await issueResetLink(app.db, app.config.PUBLIC_URL, user.id, RESET_TOKEN_MINUTES);
    return { link };
  });
}
