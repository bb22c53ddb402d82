import type { Channel, OutgoingMessage } from './channel';
import { ChannelError } from './channel';
import { postJson, providerNumber } from './provider-call';

/**
 * MSG91's Flow request. MSG91 registers each template with its DLT template id, the sender id
 * (header) and the principal entity id, and sends by its own template id with the variables
 * named as in the template (var1, var2, …).
 */
export function flowRequest(message: OutgoingMessage, senderId: string) {
  const sms = message.sms;
  if (!sms?.dltTemplateId) throw new ChannelError('The message has no DLT template.', false);
  const variables = Object.fromEntries(sms.variables.map((value, i) => [`var${i + 1}`, value]));
  return {
    template_id: sms.dltTemplateId,
    sender: senderId,
    short_url: '0',
    recipients: [{ mobiles: providerNumber(message.to), ...variables }],
  };
}

/**
 * MSG91's Flow API: POST {apiUrl}/flow/ with the `authkey` header
 * (https://control.msg91.com/apidoc/textsms/send-sms-flow.php). The answer is
 * `{ type: 'success', message: <request id> }` or `{ type: 'error', message }`, the latter
 * sometimes with HTTP 200.
 */
export function createSmsChannel(options: {
  /** https://control.msg91.com/api/v5 */
  apiUrl: string;
  authKey: string;
  /** The DLT-registered header (sender id), six letters. */
  senderId: string;
  timeoutMs: number;
}): Channel {
  return {
    name: 'sms',
    async send(message) {
      const { status, body } = await postJson(
        'MSG91',
        `${options.apiUrl}/flow/`,
        { authkey: options.authKey },
        flowRequest(message, options.senderId),
        options.timeoutMs,
      );
      const answer = body as { type?: unknown; message?: unknown } | undefined;
      if (status >= 200 && status < 300 && answer?.type === 'success') {
        if (typeof answer.message === 'string') return { providerId: answer.message };
      }
      const said = typeof answer?.message === 'string' ? answer.message : 'no request id';
      throw new ChannelError(`MSG91 answered ${status}: ${said}`, status >= 500 || status === 429);
    },
  };
}
