import type { FastifyRequest } from 'fastify';
import { familyMessages } from '#common/schemas/family';
import type { Db } from '#server/db/database';
import { isChildOf } from '#server/db/family';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '#server/plugins/sessions';

/**
 * The student `id` of a family portal route (decision 062), when the signed-in user is their
 * guardian; otherwise 404, the same as a student who does not exist.
 */
export async function childOrNotFound(db: Db, request: FastifyRequest, id: string) {
  if (!(await isChildOf(db, currentUser(request).id, id))) {
    throw new HttpError(404, familyMessages.childNotFound);
  }
  return id;
}
