import { LANGUAGES } from '#common/languages';
import {
  notificationChannels,
  notificationEvents,
  type NotificationEvent,
} from '#common/notifications';
import { eventParameters, type TemplateUpdate } from '#common/schemas/message-templates';
import type { MessageTemplateDto } from '#common/schemas/message-templates';
import type { Db } from '#server/db/database';
import type { NotificationTemplatesTable } from '#server/db/schema';
import { defaultWhatsAppName } from './outgoing';
import { render } from './templates/events';
import {
  allTemplateRows,
  findTemplateRow,
  namedParameters,
  saveTemplateRow,
  textsOf,
} from './templates/overrides';
import { sampleValues } from './templates/samples';

const perLanguage = (text: (language: (typeof LANGUAGES)[number]) => string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, text(language)]));

/** One event's template as the editor shows it. */
function templateDto(
  event: NotificationEvent,
  row: NotificationTemplatesTable | undefined,
): MessageTemplateDto {
  const values = sampleValues[event];
  const rendered = (channel: (typeof notificationChannels)[number]) =>
    perLanguage((language) => {
      const { subject, text } = render(event, values, language, channel);
      return subject === null ? text : `${subject}\n\n${text}`;
    });
  return {
    event,
    parameters: [...eventParameters[event]],
    samples: Object.fromEntries(
      LANGUAGES.map((language) => [language, namedParameters(event, values, language)]),
    ),
    whatsappName: row?.whatsapp_name ?? null,
    smsTemplateId: row?.sms_template_id ?? null,
    defaultWhatsappName: defaultWhatsAppName(event),
    texts: textsOf(row),
    defaults: Object.fromEntries(
      notificationChannels.map((channel) => [channel, rendered(channel)]),
    ),
  };
}

/** Every event's template, saved or not. */
export async function messageTemplates(db: Db): Promise<MessageTemplateDto[]> {
  const rows = await allTemplateRows(db);
  return notificationEvents.map((event) =>
    templateDto(
      event,
      rows.find((row) => row.event === event),
    ),
  );
}

/** Saves an event's texts and names (checked by the route's schema); the event's template before. */
export async function saveMessageTemplate(
  db: Db,
  event: NotificationEvent,
  update: TemplateUpdate,
  at: string,
) {
  const before = await findTemplateRow(db, event);
  await saveTemplateRow(db, {
    event,
    whatsapp_name: update.whatsappName,
    sms_template_id: update.smsTemplateId,
    texts: JSON.stringify(update.texts),
    updated_at: at,
  });
  return { before, after: templateDto(event, await findTemplateRow(db, event)) };
}
