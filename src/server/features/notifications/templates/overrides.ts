import type { Language } from '#common/languages';
import type { NotificationChannel, NotificationEvent } from '#common/notifications';
import {
  eventParameters,
  fillPlaceholders,
  type MessageTexts,
} from '#common/schemas/message-templates';
import type { Db } from '#server/db/database';
import type { NotificationTemplatesTable } from '#server/db/schema';
import { render, templateOf } from './events';
import type { TemplateValues } from './template';

export function findTemplateRow(db: Db, event: NotificationEvent) {
  return db
    .selectFrom('notification_templates')
    .selectAll()
    .where('event', '=', event)
    .executeTakeFirst();
}

export function allTemplateRows(db: Db) {
  return db.selectFrom('notification_templates').selectAll().execute();
}

export function saveTemplateRow(db: Db, row: NotificationTemplatesTable): Promise<unknown> {
  const { whatsapp_name, sms_template_id, texts, updated_at } = row;
  return db
    .insertInto('notification_templates')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('event').doUpdateSet({ whatsapp_name, sms_template_id, texts, updated_at }),
    )
    .execute();
}

/** The event's parameters by name (`{name}` -> "Kavya"), as its providers' templates get them. */
export function namedParameters(
  event: NotificationEvent,
  values: TemplateValues,
  language: Language,
): Record<string, string> {
  const parameters = templateOf(event).parameters(values, language);
  return Object.fromEntries(eventParameters[event].map((name, i) => [name, parameters[i] ?? '']));
}

export const textsOf = (row: { texts: string } | undefined) =>
  (row ? JSON.parse(row.texts) : {}) as MessageTexts;

export type RenderMessage = (
  values: TemplateValues,
  language: Language,
  channel: NotificationChannel,
) => { subject: string | null; text: string };

/**
 * Renders the event's messages: the admin's text for the channel and language when one is saved
 * (read once, for all of them), its placeholders filled from the event's parameters; else the
 * code's.
 */
export async function messageRenderer(db: Db, event: NotificationEvent): Promise<RenderMessage> {
  const texts = textsOf(await findTemplateRow(db, event));
  return (values, language, channel) => {
    const named = () => namedParameters(event, values, language);
    if (channel === 'email') {
      const saved = texts.email?.[language];
      if (!saved) return render(event, values, language, channel);
      return {
        subject: fillPlaceholders(saved.subject, named()),
        text: fillPlaceholders(saved.text, named()),
      };
    }
    const saved = texts[channel]?.[language];
    if (!saved) return render(event, values, language, channel);
    return { subject: null, text: fillPlaceholders(saved, named()) };
  };
}
