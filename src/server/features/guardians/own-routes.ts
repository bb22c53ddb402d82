import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#common/schemas/envelope';
import {
  guardianMessages,
  guardianSchema,
  guardiansDeclinedSchema,
  studentGuardiansSchema,
} from '#common/schemas/guardians';
import { currentUser } from '#server/plugins/sessions';
import { idParams } from '../params';
import { askForCode } from './codes';
import { setGuardiansDeclined } from './repo';
import {
  addGuardian,
  changeGuardian,
  existingStudent,
  guardianOf,
  removeGuardian,
  studentGuardians,
} from './service';

const guardiansEnvelope = envelope(studentGuardiansSchema);

/**
 * A student's own guardians, from their profile: the same as the admin's, but only theirs (any
 * other guardian is "not found"), without typing a code, and their choice to decline guardian
 * access.
 */
export async function guardianOwnRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const access = { access: 'user' as const };
  const me = (request: Parameters<typeof currentUser>[0]) =>
    existingStudent(db, currentUser(request).id);
  const answer = async (studentId: string, message?: string) => {
    const student = await existingStudent(db, studentId);
    return {
      success: true,
      ...(message ? { message } : {}),
      data: await studentGuardians(db, student),
    };
  };

  api.get(
    '/',
    { config: access, schema: { response: { 200: guardiansEnvelope } } },
    async (request) => answer((await me(request)).id),
  );

  api.post(
    '/',
    { config: access, schema: { body: guardianSchema, response: { 200: guardiansEnvelope } } },
    async (request) => {
      const student = await me(request);
      await addGuardian(app, student, request.body);
      return answer(student.id, guardianMessages.added);
    },
  );

  api.patch(
    '/:id',
    {
      config: access,
      schema: { params: idParams, body: guardianSchema, response: { 200: guardiansEnvelope } },
    },
    async (request) => {
      const student = await me(request);
      const guardian = await guardianOf(db, student.id, request.params.id);
      await changeGuardian(app, student, guardian, request.body);
      return answer(student.id, guardianMessages.updated);
    },
  );

  api.delete(
    '/:id',
    { config: access, schema: { params: idParams, response: { 200: guardiansEnvelope } } },
    async (request) => {
      const student = await me(request);
      await removeGuardian(db, await guardianOf(db, student.id, request.params.id));
      return answer(student.id, guardianMessages.removed);
    },
  );

  api.post(
    '/:id/code',
    { config: access, schema: { params: idParams, response: { 200: guardiansEnvelope } } },
    async (request) => {
      const student = await me(request);
      await askForCode(app, await guardianOf(db, student.id, request.params.id), student.user_name);
      return answer(student.id, guardianMessages.codeSent);
    },
  );

  api.put(
    '/declined',
    {
      config: access,
      schema: { body: guardiansDeclinedSchema, response: { 200: guardiansEnvelope } },
    },
    async (request) => {
      const student = await me(request);
      await setGuardiansDeclined(db, student.id, request.body.declined);
      return answer(
        student.id,
        request.body.declined ? guardianMessages.declined : guardianMessages.allowed,
      );
    },
  );
}
