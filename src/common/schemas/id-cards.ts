import { z } from 'zod';
import { isCalendarDay } from './dates';
import { requiredLongText } from './required-text';

export const idCardMessages = {
  batch: 'Choose the batch the card is for.',
  validUntil: 'Choose the last day the card is valid.',
  validRange: 'The card must be valid from today and for at most five years.',
  reason: 'Give the reason for revoking this card.',
  notFound: 'ID card not found.',
  noAdmissionNumber:
    'This student has no admission number yet: a card can be issued once their admission is accepted.',
  noPhoto: 'This student has no profile photo: upload one before issuing a card.',
  notInBatch: 'The student is not in this batch.',
  alreadyIssued: 'This student already has a card that is not revoked: reissue it instead.',
  revoked: 'This card is already revoked.',
  noCards: 'No student of this batch has a card that is valid today.',
} as const;

/** A card is good for at most this many years from the day it is issued. */
export const MAX_CARD_YEARS = 5;

/** The same day `years` later (YYYY-MM-DD; compared as text, so 29 February needs no care). */
export const yearsAfter = (day: string, years: number) =>
  `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

/** Whether a card issued on `today` may be valid until `day`. */
export const isValidUntilInRange = (day: string, today: string) =>
  day >= today && day <= yearsAfter(today, MAX_CARD_YEARS);

/** POST /id-cards/student/:id and /id-cards/:id/reissue (admin). */
export const idCardIssueSchema = z.object({
  batchId: z.string({ error: idCardMessages.batch }).min(1, idCardMessages.batch).max(100),
  validUntil: z
    .string({ error: idCardMessages.validUntil })
    .refine(isCalendarDay, idCardMessages.validUntil),
});
export type IdCardIssue = z.infer<typeof idCardIssueSchema>;

/** POST /id-cards/:id/revoke (admin). */
export const idCardRevokeSchema = z.object({
  reason: requiredLongText(idCardMessages.reason, 300),
});
export type IdCardRevoke = z.infer<typeof idCardRevokeSchema>;

export const ID_CARD_STATUSES = ['valid', 'expired', 'revoked'] as const;
export type IdCardStatus = (typeof ID_CARD_STATUSES)[number];

/** Whether a card holds on `today` (YYYY-MM-DD, India's date). */
export const idCardStatus = (
  card: { revokedAt: string | null; validUntil: string },
  today: string,
): IdCardStatus => (card.revokedAt ? 'revoked' : card.validUntil < today ? 'expired' : 'valid');

/** One card, as its admin and its student see it. */
export const idCardDtoSchema = z.object({
  _id: z.string(),
  number: z.string(),
  name: z.string(),
  admissionNumber: z.string(),
  courseTitle: z.string(),
  /** "Mon, Wed, Fri · 18:00–19:30, from 06/07/2026". */
  batch: z.string(),
  issuedAt: z.string(),
  validUntil: z.string(),
  status: z.enum(ID_CARD_STATUSES),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  /** The card's check page, as its QR code holds it. */
  checkUrl: z.string(),
  pdfUrl: z.string(),
});
export type IdCardDto = z.infer<typeof idCardDtoSchema>;

/** A student's cards, newest first, and what issuing one needs (admin). */
export const studentIdCardsSchema = z.object({
  admissionNumber: z.string().nullable(),
  hasPhoto: z.boolean(),
  batches: z.array(z.object({ _id: z.string(), label: z.string() })),
  cards: z.array(idCardDtoSchema),
});
export type StudentIdCards = z.infer<typeof studentIdCardsSchema>;
