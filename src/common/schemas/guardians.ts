import { z } from 'zod';
import { guardianTopics, MAX_GUARDIANS } from '../guardians';
import { emailAddress } from './email';
import { languageSchema } from './language';
import { mobileNumber } from './phone';
import { requiredText } from './required-text';

export { MAX_GUARDIANS };

/** How long a confirmation code works, and how many wrong tries it takes. */
export const GUARDIAN_CODE_MINUTES = 10;
export const GUARDIAN_CODE_TRIES = 5;

export const guardianMessages = {
  name: "Enter the guardian's name.",
  relation: 'Say how they are related: Father, Mother, Uncle…',
  phone: 'Enter a 10-digit Indian mobile number.',
  email: 'Enter a valid email address.',
  contact: 'Give a mobile number or an e-mail address to send the code to.',
  topics: 'Choose the messages they get.',
  tooMany: 'A student can have at most 4 guardians.',
  notFound: 'Guardian not found.',
  alreadyConfirmed: 'This guardian has already confirmed.',
  code: 'Enter the 6-digit code.',
  wrongCode: 'This code is not right.',
  noCode: 'This code has expired or was already used. Ask for a new one.',
  tooManyTries: 'Too many wrong tries. Ask for a new code.',
  tooManyCodes: 'Too many codes were sent to this guardian today. Try again tomorrow.',
  badLink: 'This confirmation link is not valid.',
  added: 'Guardian added. A code was sent to confirm them.',
  updated: 'Guardian updated',
  removed: 'Guardian removed',
  codeSent: 'A new code was sent.',
  confirmed: 'Guardian confirmed',
  guardianConfirmed: 'Thank you. You are now confirmed as a guardian.',
  declined: 'Your guardians will not receive any messages about you.',
  allowed: 'Your confirmed guardians will receive the messages they chose.',
} as const;

/** Empty (or null) is none, anything else must pass `rule`. */
const orNone = <T extends z.ZodType<string | null>>(rule: T) =>
  z.union([z.literal('').transform(() => null), z.null(), rule]);

/** A guardian as the admin, the front desk or the student add or change them. */
export const guardianSchema = z
  .object({
    name: requiredText(guardianMessages.name, 60),
    relation: requiredText(guardianMessages.relation, 30),
    phone: orNone(mobileNumber(guardianMessages.phone)),
    email: orNone(emailAddress(guardianMessages.email)),
    language: languageSchema,
    topics: z
      .array(z.enum(guardianTopics, { error: guardianMessages.topics }))
      .max(guardianTopics.length, guardianMessages.topics),
  })
  .refine((guardian) => guardian.phone !== null || guardian.email !== null, {
    path: ['phone'],
    message: guardianMessages.contact,
  });
export type GuardianInput = z.input<typeof guardianSchema>;
export type GuardianValues = z.output<typeof guardianSchema>;

/** The code a guardian reads out or types on their page. */
export const guardianCodeSchema = z.object({
  code: z
    .string({ error: guardianMessages.code })
    .trim()
    .regex(/^\d{6}$/, guardianMessages.code),
});

/** PUT …/guardians/mine/declined: an adult student's choice. */
export const guardiansDeclinedSchema = z.object({ declined: z.boolean() });

export const guardianDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  relation: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  language: languageSchema,
  topics: z.array(z.enum(guardianTopics)),
  confirmedAt: z.string().nullable(),
});
export type GuardianDto = z.infer<typeof guardianDtoSchema>;

/** A student's guardians, and since when the student declined guardian access (or null). */
export const studentGuardiansSchema = z.object({
  declinedAt: z.string().nullable(),
  guardians: z.array(guardianDtoSchema),
});
export type StudentGuardians = z.infer<typeof studentGuardiansSchema>;

/** What the public confirmation page shows before the code is typed. */
export const guardianConfirmationSchema = z.object({
  guardianName: z.string(),
  studentName: z.string(),
  confirmed: z.boolean(),
});
export type GuardianConfirmation = z.infer<typeof guardianConfirmationSchema>;
