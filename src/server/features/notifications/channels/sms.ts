import type { Channel, OutgoingMessage } from './channel';
import { ChannelError } from './channel';
import { postJson, providerNumber } from './provider-call';

/**
 * MSG91's Flow request. The Flow API carries no DLT field: MSG91 ties each of its templates to
 * the DLT template id, the header (sender id) and the principal entity id when the template is
 * added in its panel, and sends by its own template id, so `sms.dltTemplateId` must hold that
 * MSG91 template id. Variables are named as in the template: var1, var2, …
 */
export function flowRequest(message: OutgoingMessage, senderId: string) {
  const sms = message.sms;
  if (!sms?.dltTemplateId) throw new ChannelError('The message has no MSG91 template id.', false);
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
