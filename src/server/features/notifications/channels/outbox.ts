import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Channel, ChannelName, OutgoingMessage } from './channel';

const labels: Record<ChannelName, string> = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'E-mail' };

function written(message: OutgoingMessage): string {
  const lines = [`Channel: ${labels[message.channel]} (not sent: no provider configured)`];
  lines.push(`To: ${message.to}`, `Language: ${message.language}`);
  if (message.whatsappTemplate) {
    const { name, language, parameters } = message.whatsappTemplate;
    lines.push(`Template: ${name} (${language})`);
    lines.push(...parameters.map((value, i) => `Parameter ${i + 1}: ${value}`));
  }
  if (message.sms) {
    lines.push(`DLT template id: ${message.sms.dltTemplateId || '(not configured)'}`);
    lines.push(...message.sms.variables.map((value, i) => `Variable ${i + 1}: ${value}`));
  }
  if (message.subject) lines.push(`Subject: ${message.subject}`);
  return `${lines.join('\n')}\n\n${message.text}\n`;
}

/**
 * Without a provider's keys, a channel's messages are written as labelled text files into the
 * outbox folder the mailer uses (`…-whatsapp-<id>.txt`), so a fresh install shows what would have
 * been sent; a message written counts as sent.
 */
export function createOutboxChannel(
  name: ChannelName,
  dir: string,
  log: Pick<FastifyBaseLogger, 'info'>,
): Channel {
  return {
    name,
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = `${stamp}-${name}-${message.id}.txt`;
      await fs.writeFile(path.join(dir, file), written(message));
      log.info({ file }, `${labels[name]} message written to outbox`);
      return { providerId: `outbox:${message.id}` };
    },
  };
}
