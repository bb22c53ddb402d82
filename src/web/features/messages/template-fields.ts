import type { Language } from '#common/languages';
import type { MessageTexts, TemplateUpdate } from '#common/schemas/message-templates';

/** The editor's text fields, named by their place in the update (`texts.sms.hi`). */
export type TextField = {
  name: string;
  channel: 'whatsapp' | 'sms' | 'email';
  language: Language;
  part?: 'subject' | 'text';
};

export const textFields: TextField[] = (['whatsapp', 'sms', 'email'] as const).flatMap((channel) =>
  (['en', 'hi'] as const).flatMap((language): TextField[] =>
    channel === 'email'
      ? (['subject', 'text'] as const).map((part) => ({
          name: `texts.email.${language}.${part}`,
          channel,
          language,
          part,
        }))
      : [{ name: `texts.${channel}.${language}`, channel, language }],
  ),
);

/** The form's values (every text as written, '' for none) from what is saved. */
export function formValues(texts: MessageTexts): Record<string, string> {
  return Object.fromEntries(
    textFields.map((field) => {
      const value =
        field.channel === 'email'
          ? texts.email?.[field.language]?.[field.part ?? 'text']
          : texts[field.channel]?.[field.language];
      return [field.name, value ?? ''];
    }),
  );
}

/** The update the form asks for: a text left empty is left out (the code's default is kept). */
export function updateOf(
  values: Record<string, string>,
  names: { whatsappName: string; smsTemplateId: string },
): TemplateUpdate {
  const texts: Record<string, Record<string, unknown>> = {};
  for (const channel of ['whatsapp', 'sms'] as const) {
    for (const language of ['en', 'hi'] as const) {
      const text = values[`texts.${channel}.${language}`] ?? '';
      if (text !== '') (texts[channel] ??= {})[language] = text;
    }
  }
  for (const language of ['en', 'hi'] as const) {
    const subject = values[`texts.email.${language}.subject`] ?? '';
    const text = values[`texts.email.${language}.text`] ?? '';
    if (subject !== '' || text !== '') (texts.email ??= {})[language] = { subject, text };
  }
  return {
    whatsappName: names.whatsappName.trim() || null,
    smsTemplateId: names.smsTemplateId.trim() || null,
    texts: texts as TemplateUpdate['texts'],
  };
}
