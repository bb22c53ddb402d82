import type { FastifyInstance } from 'fastify';

const underWay = new Set<Promise<void>>();

/**
 * Sends a mail after the answer has gone; a failure is logged and never reaches the caller.
 * Closing the app waits for mails under way.
 */
export function mailLater(app: FastifyInstance, send: () => Promise<void>, what: string): void {
  const sending = send()
    .catch((error: unknown) => app.log.error({ err: error }, `${what} mail not sent`))
    .finally(() => underWay.delete(sending));
  underWay.add(sending);
}

export async function mailsSettled(): Promise<void> {
  await Promise.all(underWay);
}
