import { z } from 'zod';
import { hmacHex, signatureMatches } from '#server/services/payments';
import { secretMatches, unixTime, type WebhookEvent } from './webhook-events';

/**
 * Meta's webhooks for the WhatsApp Business Cloud API
 * (https://developers.facebook.com/docs/graph-api/webhooks/getting-started,
 * https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components).
 */

/** The verification request's challenge, to be answered as text; undefined refuses it. */
export function handshakeChallenge(query: unknown, verifyToken: string): string | undefined {
  const q = (query ?? {}) as Record<string, unknown>;
  const challenge = q['hub.challenge'];
  if (q['hub.mode'] !== 'subscribe' || typeof challenge !== 'string') return undefined;
  return secretMatches(q['hub.verify_token'], verifyToken) ? challenge : undefined;
}

/** X-Hub-Signature-256: `sha256=` and the HMAC-SHA256 of the raw body with the app secret. */
export function isSignedByMeta(raw: Buffer, header: unknown, appSecret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  return signatureMatches(hmacHex(appSecret, raw), header.slice('sha256='.length));
}

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string(),
  recipient_id: z.string().optional(),
  biz_opaque_callback_data: z.string().optional(),
  errors: z
    .array(
      z.object({
        code: z.number(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const incomingSchema = z.object({
  from: z.string(),
  timestamp: z.string(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  /** A quick-reply button's tap, "Stop promotions" among them. */
  button: z.object({ text: z.string() }).optional(),
});

const webhookSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            statuses: z.array(statusSchema).optional(),
            messages: z.array(incomingSchema).optional(),
          }),
        }),
      ),
    }),
  ),
});

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

const failureReason = (errors: z.infer<typeof statusSchema>['errors']) => {
  const error = errors?.[0];
  if (!error) return undefined;
  const what = error.title ?? error.message ?? 'failed';
  const details = error.error_data?.details;
  return `${error.code} ${what}${details && details !== what ? `: ${details}` : ''}`;
};

/**
 * The events of a webhook's body: statuses of our messages and texts people sent; undefined when
 * the body is not a WhatsApp Business Account webhook. Other statuses (`deleted`, `warning`) and
 * kinds of message (pictures, locations) are left out.
 */
export function parseWhatsAppWebhook(body: unknown, receivedAt: Date): WebhookEvent[] | undefined {
  const parsed = webhookSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const events: WebhookEvent[] = [];
  for (const change of parsed.data.entry.flatMap((entry) => entry.changes)) {
    if (change.field !== 'messages') continue;
    for (const status of change.value.statuses ?? []) {
      if (!STATUSES.has(status.status)) continue;
      const reason = failureReason(status.errors);
      events.push({
        kind: 'status',
        providerId: status.id,
        status: status.status as 'sent' | 'delivered' | 'read' | 'failed',
        at: unixTime(status.timestamp, receivedAt),
        ...(reason ? { reason } : {}),
        ...(status.biz_opaque_callback_data ? { ourId: status.biz_opaque_callback_data } : {}),
      });
    }
    for (const message of change.value.messages ?? []) {
      const text = message.text?.body ?? message.button?.text;
      if (text === undefined) continue;
      events.push({
        kind: 'reply',
        from: `+${message.from}`,
        text,
        at: unixTime(message.timestamp, receivedAt),
      });
    }
  }
  return events;
}
