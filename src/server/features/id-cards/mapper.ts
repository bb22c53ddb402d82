import { formatCalendarDate } from '#common/format';
import { paths } from '#common/paths';
import { idCardStatus, type IdCardDto } from '#common/schemas/id-cards';
import type { IdCardContent } from '#server/services/id-card-pdf';
import type { ShownCard } from './repo';

interface BatchFacts {
  starts_on: string;
  days: string;
  start_time: string;
  end_time: string;
}

/** "Mon, Wed, Fri 18:00-19:30, from 06/07/2026": a batch as a card names it (plain ASCII for the PDF). */
export const batchLabel = (batch: BatchFacts) =>
  `${batch.days.split(',').join(', ')} ${batch.start_time}-${batch.end_time}, from ${formatCalendarDate(batch.starts_on)}`;

/** The card's check page, as its QR code holds it. */
export const checkUrl = (publicUrl: string, card: Pick<ShownCard, 'token'>) =>
  publicUrl + paths.idCardCheck.getHref(card.token);

export const idCardPdfPath = (card: Pick<ShownCard, 'id'>) =>
  `/api/v1/id-cards/${encodeURIComponent(card.id)}/pdf`;

export const idCardDto = (publicUrl: string, card: ShownCard, today: string): IdCardDto => ({
  _id: card.id,
  number: card.number,
  name: card.name,
  admissionNumber: card.admission_number,
  courseTitle: card.course_title,
  batch: batchLabel(card),
  issuedAt: card.issued_at,
  validUntil: card.valid_until,
  status: idCardStatus({ revokedAt: card.revoked_at, validUntil: card.valid_until }, today),
  revokedAt: card.revoked_at,
  revokedReason: card.revoked_reason,
  checkUrl: checkUrl(publicUrl, card),
  pdfUrl: idCardPdfPath(card),
});

/** What the card prints, its photo read. */
export const cardContent = (
  publicUrl: string,
  card: ShownCard,
  photo: Uint8Array,
): IdCardContent => ({
  number: card.number,
  name: card.name,
  admissionNumber: card.admission_number,
  course: card.course_title,
  batch: batchLabel(card),
  validUntil: formatCalendarDate(card.valid_until),
  photo,
  checkUrl: checkUrl(publicUrl, card),
});
