import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageEnvelope } from '#common/schemas/envelope';
import { parseJsonOrUndefined } from '#server/parse-json';
import { HttpError } from '#server/plugins/errors';
import { parseDeliveryReport, parseInboundSms } from './sms-webhook';
import { secretMatches } from './webhook-events';
import { applyWebhookEvents } from './webhook-updates';
import { handshakeChallenge, isSignedByMeta, parseWhatsAppWebhook } from './whatsapp-webhook';

const processed = { success: true, message: 'Processed' };

/**
 * The providers' webhooks, public and not rate-limited (the providers send from few addresses and
 * retry what is refused). Bodies are kept raw: Meta's signature covers the bytes as sent.
 * Register as its own plugin (its body parsers stay inside), under /notifications.
 */
export async function notificationWebhookRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/whatsapp/webhook',
    { config: { access: 'public' }, schema: { response: { 200: z.string() } } },
    async (request, reply) => {
      const verifyToken = config.WHATSAPP_VERIFY_TOKEN;
      if (!verifyToken) throw new HttpError(404, 'Webhooks are not configured.');
      const challenge = handshakeChallenge(request.query, verifyToken);
      if (challenge === undefined) throw new HttpError(403, 'Invalid webhook signature.');
      return reply.type('text/plain').send(challenge);
    },
  );

  app.post(
    '/whatsapp/webhook',
    { config: { access: 'public' }, schema: { response: { 200: messageEnvelope } } },
    async (request) => {
      const secret = config.WHATSAPP_APP_SECRET;
      if (!secret) throw new HttpError(404, 'Webhooks are not configured.');
      const raw = request.body;
      if (
        !Buffer.isBuffer(raw) ||
        !isSignedByMeta(raw, request.headers['x-hub-signature-256'], secret)
      ) {
        request.log.warn('WhatsApp webhook signature mismatch');
        throw new HttpError(401, 'Invalid webhook signature.');
      }
      const events = parseWhatsAppWebhook(parseJsonOrUndefined(raw.toString('utf8')), new Date());
      if (!events) throw new HttpError(400, 'Unexpected webhook payload.');
      await applyWebhookEvents(db, 'whatsapp', events);
      return processed;
    },
  );

  /** MSG91's callbacks carry no signature: the token in their address stands for one. */
  const checkSmsToken = (query: unknown) => {
    const token = config.SMS_WEBHOOK_TOKEN;
    if (!token) throw new HttpError(404, 'Webhooks are not configured.');
    if (!secretMatches((query as { token?: unknown } | undefined)?.token, token)) {
      throw new HttpError(401, 'Invalid webhook signature.');
    }
  };

  app.post(
    '/sms/report',
    { config: { access: 'public' }, schema: { response: { 200: messageEnvelope } } },
    async (request) => {
      checkSmsToken(request.query);
      const form = typeof request.body === 'string' ? request.body : '';
      const events = parseDeliveryReport(form, new Date());
      if (!events) throw new HttpError(400, 'Unexpected webhook payload.');
      await applyWebhookEvents(db, 'sms', events);
      return processed;
    },
  );

  /** A keyword URL's answer is texted back to the sender: this one answers nothing. */
  app.get(
    '/sms/inbound',
    { config: { access: 'public' }, schema: { response: { 200: z.string() } } },
    async (request, reply) => {
      checkSmsToken(request.query);
      const event = parseInboundSms(request.query, new Date());
      if (!event) throw new HttpError(400, 'Unexpected webhook payload.');
      await applyWebhookEvents(db, 'sms', [event]);
      return reply.type('text/plain').send('');
    },
  );
}
