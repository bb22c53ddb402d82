import type { Channel, OutgoingMessage } from './channel';
import { ChannelError } from './channel';
import { postJson, providerNumber } from './provider-call';

/** Meta's throttling codes: throughput, spam rate and pair rate limits (and 429 itself). */
const RATE_LIMIT_CODES = new Set([4, 80007, 130429, 131048, 131056]);

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/** The Graph API's `messages` request for an approved template. */
export function templateRequest(message: OutgoingMessage) {
  const template = message.whatsappTemplate;
  if (!template) throw new ChannelError('The message has no approved WhatsApp template.', false);
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: providerNumber(message.to),
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.language },
      components: [
        { type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) },
      ],
    },
    // Meta hands this back in the message's status webhooks.
    biz_opaque_callback_data: message.id,
  };
}

/**
 * WhatsApp Business Cloud API: POST {apiUrl}/{phone-number-id}/messages with the system user's
 * token (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages).
 */
export function createWhatsAppChannel(options: {
  /** The Graph API with its version: https://graph.facebook.com/v21.0 */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  timeoutMs: number;
}): Channel {
  const url = `${options.apiUrl}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp',
    async send(message) {
      const { status, body } = await postJson(
        'WhatsApp',
        url,
        { authorization: `Bearer ${options.token}` },
        templateRequest(message),
        options.timeoutMs,
      );
      const id = (body as { messages?: { id?: unknown }[] } | undefined)?.messages?.[0]?.id;
      if (status >= 200 && status < 300 && typeof id === 'string') return { providerId: id };
      const error = (body as GraphError | undefined)?.error;
      const code = error?.code;
      const details = error?.error_data?.details;
      throw new ChannelError(
        `WhatsApp answered ${status}: ${error?.message ?? 'no message id'}` +
          (code === undefined ? '' : ` (code ${code})`) +
          (details ? `: ${details}` : ''),
        status >= 500 || status === 429 || (code !== undefined && RATE_LIMIT_CODES.has(code)),
      );
    },
  };
}
