import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  admissionMessages as m,
  type AdmissionDocumentKind,
  type OptionalAdmissionField,
  type PrivateDocumentKind,
} from '#common/admissions';
import { DEFAULT_LANGUAGE, type Language } from '#common/languages';
import {
  admissionSubmitSchema,
  askedFieldRules,
  type AdmissionAnswers,
  type admissionDeskStartSchema,
  type admissionDraftSchema,
} from '#common/schemas/admissions';
import type { Db } from '#server/db/database';
import type { AdmissionRow } from '#server/db/schema';
import { getSiteSettings } from '#server/db/site-settings';
import { HttpError } from '#server/plugins/errors';
import { intakeImage, type UploadedFile } from '#server/plugins/uploads';
import { detectFileType } from '#server/services/file-type';
import { answersOf } from './mapper';
import {
  admissionByResumeHash,
  changeAdmission,
  documentOfKind,
  documentsOf,
  findCourseBatch,
  findEnquiry,
  findRegistration,
  insertAdmission,
  putDocument,
  removeDocument,
} from './repo';
import type { AdmissionSteps } from './steps';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new secret for a resume link: only its hash is kept. */
export function resumeSecret() {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashOf(token) };
}

export const resumeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/admission?resume=${token}`;

/** The application a resume link opens, or 404. */
export async function draftOf(db: Db, token: string): Promise<AdmissionRow> {
  const row = await admissionByResumeHash(db, hashOf(token));
  if (!row) throw new HttpError(404, m.badLink);
  return row;
}

const editable = (row: AdmissionRow) => {
  if (row.status !== 'draft' && row.status !== 'correction')
    throw new HttpError(409, m.notEditable);
};

type Start = z.output<typeof admissionDeskStartSchema>;

/**
 * The answers a registration or an enquiry already gave. Online, only one sent from the confirmed
 * number prefills (an id alone shows nobody's details); the desk may use any.
 */
async function prefill(db: Db, start: Start, anyNumber: boolean) {
  if (start.registrationId) {
    const found = await findRegistration(db, start.registrationId);
    if (found && (anyNumber || found.contact === start.mobileNo)) {
      const answers: AdmissionAnswers = {
        studentName: found.name,
        dob: found.dob,
        gender: found.gender as AdmissionAnswers['gender'],
        address: found.address,
        state: found.state,
        city: found.city,
        school: found.school,
        guardianName: found.father_name,
        guardianRelation: 'Father',
        guardianPhone: found.contact,
      };
      return { answers, registration_id: found.id, enquiry_id: null, course_id: null };
    }
  }
  if (start.enquiryId) {
    const found = await findEnquiry(db, start.enquiryId);
    if (found && (anyNumber || found.phone === start.mobileNo)) {
      const answers: AdmissionAnswers = {
        studentName: found.name,
        email: found.email || undefined,
      };
      return { answers, registration_id: null, enquiry_id: found.id, course_id: found.course_id };
    }
  }
  if (anyNumber && (start.registrationId || start.enquiryId)) {
    throw new HttpError(404, m.prefillNotFound);
  }
  const answers: AdmissionAnswers = {};
  return { answers, registration_id: null, enquiry_id: null, course_id: null };
}

/**
 * Opens a draft for the number (online: once its code is confirmed), prefilled when a
 * registration or enquiry is named, and sends the number the link that resumes it.
 */
export async function startDraft(
  app: FastifyInstance,
  start: Start,
  source: 'online' | 'desk',
): Promise<{ token: string; row: AdmissionRow }> {
  const language: Language = start.language ?? DEFAULT_LANGUAGE;
  const known = await prefill(app.db, start, source === 'desk');
  const { token, hash } = resumeSecret();
  const { name: institute } = await getSiteSettings(app.db);
  const at = app.clock.now().toISOString();
  const row = await app.db.transaction().execute(async (trx) => {
    const created = await insertAdmission(
      trx,
      {
        source,
        mobile_no: start.mobileNo,
        resume_hash: hash,
        language,
        answers: JSON.stringify(known.answers),
        course_id: known.course_id,
        batch_id: null,
        registration_id: known.registration_id,
        enquiry_id: known.enquiry_id,
      },
      at,
    );
    await app.notifications.enqueue(trx, {
      event: 'admission-link',
      values: { link: resumeLink(app.config.PUBLIC_URL, token), institute },
      recipients: [{ role: 'visitor', name: '', language, phone: start.mobileNo }],
    });
    return created;
  });
  app.notifications.wake();
  return { token, row };
}

/** Confirms the number with its code, then opens its draft. */
export async function startOnline(
  app: FastifyInstance,
  steps: AdmissionSteps,
  start: Start & { code: string },
) {
  await steps.confirmCode(app, start.mobileNo, start.code);
  return startDraft(app, start, 'online');
}

/** The answers without those to the optional fields the form does not ask. */
function onlyAsked<T extends Partial<Record<'school' | 'qualification', unknown>>>(
  askFields: readonly OptionalAdmissionField[],
  { school, qualification, ...rest }: T,
) {
  return {
    ...rest,
    ...(askFields.includes('school') ? { school } : {}),
    ...(askFields.includes('qualification') ? { qualification } : {}),
  };
}

/**
 * Keeps the answers given (blank ones too: they clear), the Aadhaar number's last four digits
 * only; an optional field the institute does not ask is not kept.
 */
export async function saveDraft(
  app: FastifyInstance,
  row: AdmissionRow,
  input: z.output<typeof admissionDraftSchema>,
) {
  editable(row);
  const { askFields } = (await getSiteSettings(app.db)).admissionForm;
  const { aadhaarNumber: typed, ...given } = input;
  const aadhaarNumber = askFields.includes('aadhaar') ? typed : undefined;
  const answers = { ...answersOf(row), ...onlyAsked(askFields, given) };
  const saved = await changeAdmission(
    app.db,
    row.id,
    ['draft', 'correction'],
    {
      answers: JSON.stringify(answers),
      course_id: answers.courseId || null,
      batch_id: answers.batchId || null,
      ...(aadhaarNumber ? { aadhaar_last4: aadhaarNumber } : {}),
    },
    app.clock.now().toISOString(),
  );
  if (!saved) throw new HttpError(409, m.notEditable);
  return saved;
}

async function refuseUnasked(db: Db, kind: AdmissionDocumentKind) {
  const { admissionForm } = await getSiteSettings(db);
  if (admissionForm.documents[kind] === 'off') {
    throw new HttpError(400, m.documentOff, { [kind]: m.documentOff });
  }
}

/** The cropped passport photo, stored as the site's pictures are (in place of one before). */
export async function savePhoto(app: FastifyInstance, row: AdmissionRow, file: UploadedFile) {
  editable(row);
  await refuseUnasked(app.db, 'photo');
  return intakeImage(app.storage, file, {
    folder: 'profiles',
    replaces: row.photo_key,
    save: async (key) => {
      const saved = await changeAdmission(
        app.db,
        row.id,
        ['draft', 'correction'],
        { photo_key: key },
        app.clock.now().toISOString(),
      );
      if (!saved) throw new HttpError(409, m.notEditable);
      return saved;
    },
  });
}

/** A PDF or an image, by its bytes, kept as a private file (in place of one of its kind before). */
export async function saveDocument(
  app: FastifyInstance,
  row: AdmissionRow,
  kind: PrivateDocumentKind,
  file: UploadedFile,
) {
  editable(row);
  await refuseUnasked(app.db, kind);
  const type =
    (await detectFileType(file.data, 'image')) ?? (await detectFileType(file.data, 'pdf'));
  if (!type) throw new HttpError(415, m.documentType, { [kind]: m.documentType });
  const key = `private/admissions/${randomUUID()}.${type.ext}`;
  const before = await documentOfKind(app.db, row.id, kind);
  await app.storage.put(key, file.data);
  try {
    await putDocument(
      app.db,
      { admissionId: row.id, kind, key, mime: type.mime, fileName: file.filename.slice(0, 200) },
      app.clock.now().toISOString(),
    );
  } catch (error) {
    await app.storage.remove(key);
    throw error;
  }
  if (before?.file_key) await app.storage.remove(before.file_key);
}

/**
 * Sends the application: every answer the form requires (the optional fields the institute asks,
 * the documents it requires) checked as the form checks them, the batch one of the course's.
 * What the form stopped asking after it was given (a field or a document switched off while the
 * draft was open) is not sent: the answer is dropped and the file deleted.
 */
export async function submitDraft(app: FastifyInstance, row: AdmissionRow) {
  editable(row);
  const { admissionForm } = await getSiteSettings(app.db);
  const answers = answersOf(row);
  const errors: Record<string, string> = {};
  const checked = admissionSubmitSchema.safeParse(answers);
  if (!checked.success) {
    for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  for (const field of admissionForm.askFields) {
    if (field === 'aadhaar') {
      if (!row.aadhaar_last4) errors.aadhaarNumber = m.aadhaar;
    } else {
      const answer = askedFieldRules[field].safeParse(answers[field]);
      if (!answer.success) errors[field] = answer.error.issues[0]?.message ?? m[field];
    }
  }
  if (admissionForm.documents.photo === 'required' && !row.photo_key)
    errors.photo = m.documentMissing;
  const documents = await documentsOf(app.db, row.id);
  for (const kind of ['idProof', 'marksheet'] as const) {
    if (admissionForm.documents[kind] === 'required' && !documents.some((d) => d.kind === kind)) {
      errors[kind] = m.documentMissing;
    }
  }
  if (answers.batchId) {
    const batch = await findCourseBatch(app.db, answers.batchId);
    if (batch?.course_id !== answers.courseId) errors.batchId = m.batch;
  }
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(400, first, errors);
  const { askFields, documents: asked } = admissionForm;
  const unaskedPhoto = asked.photo === 'off' ? row.photo_key : null;
  const at = app.clock.now().toISOString();
  const sent = await changeAdmission(
    app.db,
    row.id,
    ['draft', 'correction'],
    {
      status: 'submitted',
      submitted_at: at,
      correction_note: null,
      answers: JSON.stringify(onlyAsked(askFields, answers)),
      ...(askFields.includes('aadhaar') ? {} : { aadhaar_last4: null }),
      ...(unaskedPhoto ? { photo_key: null } : {}),
    },
    at,
  );
  if (!sent) throw new HttpError(409, m.notEditable);
  if (unaskedPhoto) await app.storage.remove(unaskedPhoto);
  for (const document of documents.filter(({ kind }) => asked[kind] === 'off')) {
    await removeDocument(app.db, document.id);
    if (document.file_key) await app.storage.remove(document.file_key);
  }
  return sent;
}
