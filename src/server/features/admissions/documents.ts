import { admissionMessages as m } from '#common/admissions';
import type { Db } from '#server/db/database';
import type { User } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { findAdmission, findDocument } from './repo';

/**
 * A document its reader may open: any admin, or the student whose accepted application it is.
 * Anyone else (another student, a document removed after its retention) gets 404.
 */
export async function documentFor(db: Db, id: string, reader: User | undefined) {
  const document = await findDocument(db, id);
  const admission = document && (await findAdmission(db, document.admission_id));
  const allowed =
    reader?.role === 'admin' ||
    (admission?.status === 'accepted' && reader !== undefined && admission.user_id === reader.id);
  if (!document?.file_key || !allowed) throw new HttpError(404, m.noDocument);
  return { ...document, key: document.file_key };
}
