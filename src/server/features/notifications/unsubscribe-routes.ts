import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import {
  unsubscribeBodySchema,
  unsubscribeDtoSchema,
  unsubscribeMessages,
  unsubscribeQuerySchema,
} from '#common/schemas/unsubscribe';
import type { Db } from '#server/db/database';
import { HttpError } from '#server/plugins/errors';
import { consentsFor } from './repo';
import type { UnsubscribeTokens } from './unsubscribe-token';

const optedOut = async (db: Db, address: string) =>
  (await consentsFor(db, [address])).some(
    (consent) => consent.channel === 'email' && consent.opted_in === 0,
  );

/**
 * An e-mail's opt-out link (public, under /notifications): a GET tells the page which address it
 * names and changes nothing (mail scanners follow links); a POST, a mail client's one-click
 * (RFC 8058) or the page's button, records the opt-out once. Its own plugin: it reads the
 * one-click form body.
 */
export async function unsubscribeRoutes(
  app: FastifyInstance,
  { tokens }: { tokens: UnsubscribeTokens },
): Promise<void> {
  const { db } = app;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();
  const addressOf = (token: string | undefined) => {
    const address = token === undefined ? undefined : tokens.read(token);
    if (!address) throw new HttpError(400, unsubscribeMessages.invalidLink);
    return address;
  };

  api.get(
    '/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        querystring: unsubscribeQuerySchema,
        response: { 200: envelope(unsubscribeDtoSchema) },
      },
    },
    async (request, reply) => {
      const address = addressOf(request.query.token);
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return { success: true, data: { address, unsubscribed: await optedOut(db, address) } };
    },
  );

  api.post(
    '/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        querystring: unsubscribeQuerySchema,
        body: unsubscribeBodySchema,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const address = addressOf(request.body?.token ?? request.query.token);
      // A second click keeps the first opt-out's time and source.
      if (!(await optedOut(db, address))) {
        await app.notifications.recordConsent(db, {
          channel: 'email',
          address,
          optedIn: false,
          source: 'email-link',
        });
      }
      return { success: true, message: unsubscribeMessages.unsubscribed };
    },
  );
}
