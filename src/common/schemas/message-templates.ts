import { z } from 'zod';
import { notificationEvents, type NotificationEvent } from '#common/notifications';

/**
 * Each event's parameters in the order its approved WhatsApp template ({{1}}, {{2}} …) and its
 * DLT SMS template take them: the placeholders (`{name}`) an admin's text may use.
 */
export const eventParameters: Record<NotificationEvent, readonly string[]> = {
  'demo-booked': ['name', 'course', 'date', 'time', 'place'],
  'demo-alert': ['name', 'phone', 'course', 'batch', 'link'],
  'enquiry-received': ['institute', 'phone', 'hours'],
  'contact-alert': ['name', 'email', 'subject', 'link'],
  'registration-received': ['name', 'institute', 'phone', 'hours'],
  'registration-alert': ['name', 'classs', 'mode', 'phone', 'link'],
  'payment-recorded': ['name', 'amount', 'course', 'link'],
  'password-reset': ['name', 'link', 'minutes'],
  'certificate-issued': ['name', 'course', 'number', 'link'],
  'fee-reminder': ['name', 'student', 'amount', 'course', 'date', 'link'],
  'guardian-code': ['name', 'student', 'code', 'minutes', 'link'],
  'absence-alert': ['name', 'student', 'course', 'date', 'time'],
  'class-changed': ['name', 'course', 'was', 'change'],
  'sign-in-code': ['code'],
  'admission-link': ['link'],
  'admission-correction': ['name', 'note', 'link'],
  'admission-accepted': ['name', 'student', 'course', 'number'],
  'admission-declined': ['name', 'reason'],
  'results-released': ['name', 'student', 'test', 'course', 'link'],
};

/**
 * A WhatsApp template's body is at most 1,024 characters (Meta's limit). An SMS is kept to five
 * parts of Unicode text (Hindi is sent as UCS-2, 67 characters a part): 335 characters.
 */
export const TEXT_LIMITS = { whatsapp: 1024, sms: 335, subject: 200, email: 10_000 } as const;

export const templateMessages = {
  unknownPlaceholder: 'Use only the placeholders this event has.',
  empty: 'Write the text, or leave it out to use the default.',
  tooLong: 'This text is too long.',
  whatsappName: 'Lower-case letters, digits and underscores, as the template is named at Meta.',
  smsTemplateId: "Letters and digits, as the SMS gateway shows the template's id.",
} as const;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholders a text uses (`{name}` -> `name`). */
export const placeholdersIn = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);

/** The text with each known placeholder replaced by its value. */
export const fillPlaceholders = (text: string, values: Record<string, string>) =>
  text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

const text = (parameters: readonly string[], max: number) =>
  z
    .string()
    .refine((value) => value.trim() !== '', templateMessages.empty)
    .refine((value) => value.length <= max, templateMessages.tooLong)
    .refine(
      (value) => placeholdersIn(value).every((name) => parameters.includes(name ?? '')),
      templateMessages.unknownPlaceholder,
    );

const perLanguage = <T extends z.ZodType>(schema: T) =>
  z.object({ en: schema.optional(), hi: schema.optional() });

/**
 * An event's texts an admin wrote, using only the event's `parameters` as placeholders; a channel
 * or language left out reads the code's default.
 */
export const messageTextsSchema = (parameters: readonly string[]) =>
  z.object({
    whatsapp: perLanguage(text(parameters, TEXT_LIMITS.whatsapp)).optional(),
    sms: perLanguage(text(parameters, TEXT_LIMITS.sms)).optional(),
    email: perLanguage(
      z.object({
        subject: text(parameters, TEXT_LIMITS.subject),
        text: text(parameters, TEXT_LIMITS.email),
      }),
    ).optional(),
  });
export type MessageTexts = z.infer<ReturnType<typeof messageTextsSchema>>;

/** PUT /notifications/templates/:event: the texts and the providers' template names. */
export const templateUpdateSchema = (parameters: readonly string[]) =>
  z.object({
    whatsappName: z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/, templateMessages.whatsappName)
      .nullable(),
    smsTemplateId: z
      .string()
      .regex(/^[A-Za-z0-9]{1,40}$/, templateMessages.smsTemplateId)
      .nullable(),
    texts: messageTextsSchema(parameters),
  });
export type TemplateUpdate = z.infer<ReturnType<typeof templateUpdateSchema>>;

/** The body as any event's: the route then checks the placeholders against its event's. */
export const anyTemplateUpdateSchema = templateUpdateSchema(Object.values(eventParameters).flat());

export const eventParamsSchema = z.object({ event: z.enum(notificationEvents) });

/** One event's template as the editor shows it: the saved version and the code's defaults. */
export const messageTemplateDtoSchema = z.object({
  event: z.enum(notificationEvents),
  parameters: z.array(z.string()),
  /** Example values of the parameters, per language, for the preview. */
  samples: z.record(z.string(), z.record(z.string(), z.string())),
  whatsappName: z.string().nullable(),
  smsTemplateId: z.string().nullable(),
  /** The names used when none is saved: the event's name with underscores, no SMS template. */
  defaultWhatsappName: z.string(),
  texts: z.record(z.string(), z.unknown()),
  /** The code's texts, rendered from the samples: channel -> language -> text (subject + text for e-mail). */
  defaults: z.record(z.string(), z.record(z.string(), z.string())),
});
export type MessageTemplateDto = z.infer<typeof messageTemplateDtoSchema>;
