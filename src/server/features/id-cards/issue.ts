import { randomBytes } from 'node:crypto';
import { idCardMessages, isValidUntilInRange, type IdCardIssue } from '#common/schemas/id-cards';
import type { Db } from '#server/db/database';
import { isUniqueViolation } from '#server/db/errors';
import type { IdCard, User } from '#server/db/schema';
import { newId, now } from '#server/db/time';
import { HttpError } from '#server/plugins/errors';
import { portraitJpegOf } from '#server/services/images';
import type { Storage } from '#server/services/storage';
import { cardCount, insertCard, markReplaced, revokeCard, studentBatches } from './repo';

export interface IssueDeps {
  db: Db;
  storage: Storage;
  today: string;
}

/** The private copy of the photo a card was printed with. */
const photoKey = (cardId: string) => `private/id-cards/${cardId}.jpg`;

const replacedAt = (revokedAt: string) => ({
  revoked_at: revokedAt,
  revoked_reason: 'Replaced by a new card.',
});

/** The admission number and photo a card needs, or the refusal that says which is missing. */
function cardFacts(student: User) {
  if (!student.admission_number) throw new HttpError(409, idCardMessages.noAdmissionNumber);
  if (!student.profile_img) throw new HttpError(409, idCardMessages.noPhoto);
  return { admissionNumber: student.admission_number, photo: student.profile_img };
}

/**
 * Issues the student a card for one of their batches, valid until the day asked: the profile
 * photo copied privately as printed, a random token for its check page, numbered after the
 * student's earlier cards. When it replaces `replacing`, that card is revoked as replaced in the
 * same transaction (decision 073).
 */
export async function issueCard(
  { db, storage, today }: IssueDeps,
  student: User,
  request: IdCardIssue,
  replacing?: IdCard,
): Promise<string> {
  const facts = cardFacts(student);
  if (!isValidUntilInRange(request.validUntil, today))
    throw new HttpError(400, idCardMessages.validRange, { validUntil: idCardMessages.validRange });
  const batch = (await studentBatches(db, student.id)).find((b) => b.id === request.batchId);
  if (!batch)
    throw new HttpError(400, idCardMessages.notInBatch, { batchId: idCardMessages.notInBatch });

  const id = newId();
  const key = photoKey(id);
  await storage.put(key, await portraitJpegOf(storage, facts.photo));
  try {
    await db.transaction().execute(async (trx) => {
      const issuedAt = now();
      // The old card goes first: a student holds one card that is not revoked (migration 0052).
      if (replacing && !(await revokeCard(trx, replacing.id, replacedAt(issuedAt))))
        throw new HttpError(409, idCardMessages.revoked);
      await insertCard(trx, {
        id,
        number: `${facts.admissionNumber}/${(await cardCount(trx, student.id)) + 1}`,
        token: randomBytes(18).toString('base64url'),
        user_id: student.id,
        course_id: batch.course_id,
        batch_id: batch.id,
        name: student.user_name,
        admission_number: facts.admissionNumber,
        photo_key: key,
        issued_at: issuedAt,
        valid_until: request.validUntil,
        revoked_at: null,
        revoked_reason: null,
        replaced_by: null,
      });
      if (replacing) await markReplaced(trx, replacing.id, id);
    });
  } catch (error) {
    await storage.remove(key);
    // Another issue for the same student got there first.
    throw isUniqueViolation(error) ? new HttpError(409, idCardMessages.alreadyIssued) : error;
  }
  return id;
}
