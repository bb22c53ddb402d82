import type { NotificationEvent } from '#common/notifications';
import type { Notification } from '#server/db/schema';
import type { OutgoingMessage } from './channels/channel';
import { templateOf } from './templates/events';
import type { TemplateValues } from './templates/template';

/** Each event's approved WhatsApp template name and MSG91 SMS template id, as the admin saved them. */
export interface ProviderTemplates {
  whatsapp: Partial<Record<NotificationEvent, string>>;
  sms: Partial<Record<NotificationEvent, string>>;
}

/** A WhatsApp template is named after its event (demo_booked) unless the admin saved another name. */
export const defaultWhatsAppName = (event: NotificationEvent) => event.replaceAll('-', '_');

/**
 * Whether an e-mail carries the opt-out link: not a security message (a code the person asked
 * for must reach them) nor an alert to the office about its own site.
 */
const offersOptOut = (row: Notification) =>
  row.channel === 'email' && row.purpose !== 'security' && row.recipient_role !== 'staff';

/** What a channel is handed for a claimed row. */
export function outgoingMessage(row: Notification, templates: ProviderTemplates): OutgoingMessage {
  const values = JSON.parse(row.params) as TemplateValues;
  const template = templateOf(row.event);
  const parameters = template.parameters(values, row.language);
  const replyTo = row.channel === 'email' ? template.replyTo?.(values) : undefined;
  return {
    id: row.id,
    channel: row.channel,
    to: row.address,
    language: row.language,
    text: row.text,
    ...(row.subject === null ? {} : { subject: row.subject }),
    ...(replyTo ? { replyTo } : {}),
    ...(offersOptOut(row) ? { offersOptOut: true } : {}),
    ...(row.channel === 'whatsapp'
      ? {
          whatsappTemplate: {
            name: templates.whatsapp[row.event] ?? defaultWhatsAppName(row.event),
            language: row.language,
            parameters,
          },
        }
      : {}),
    ...(row.channel === 'sms'
      ? { sms: { dltTemplateId: templates.sms[row.event] ?? '', variables: parameters } }
      : {}),
  };
}
