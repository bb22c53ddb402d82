import type { Language } from '#common/languages';
import type { NotificationPurpose } from '#common/notifications';
import type { MailInLanguages } from '#server/services/mail';

/** A template's values: plain text, kept in the message's row as JSON. */
export type TemplateValues = Record<string, string>;

/** What one event tells a person on each channel, in each language. */
export interface NotificationTemplate<Values extends TemplateValues> {
  purpose: NotificationPurpose;
  email: MailInLanguages<Values>;
  /** The WhatsApp template's body as it reads, and the SMS, per language. */
  whatsapp: Record<Language, (values: Values) => string>;
  sms: Record<Language, (values: Values) => string>;
  /**
   * The values of the approved WhatsApp template's body ({{1}}, {{2}} …) and of the DLT SMS
   * template's variables, in that order: both are registered with the same variables.
   */
  parameters: (values: Values, language: Language) => string[];
  /** Where a reply to the e-mail goes, when not to the institute (an office alert: its sender). */
  replyTo?: (values: Values) => string;
  /**
   * Values made only when the message is sent (a reset link), never stored: the row keeps these
   * placeholders in their place.
   */
  madeWhenSent?: Partial<Record<keyof Values, string>>;
}
