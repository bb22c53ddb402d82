import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import {
  guardianCodeSchema,
  guardianMessages,
  guardianSchema,
  studentGuardiansSchema,
} from '#common/schemas/guardians';
import { noteAudit } from '#server/plugins/audit';
import { idParams } from '../params';
import { askForCode, confirmWithCode } from './codes';
import { findGuardian } from './repo';
import {
  addGuardian,
  changeGuardian,
  existingStudent,
  guardianOf,
  guardianSummary,
  removeGuardian,
  studentGuardians,
} from './service';

const guardiansEnvelope = envelope(studentGuardiansSchema);
const guardianParams = idParams.extend({ guardianId: z.string().min(1).max(100) });

/**
 * A student's guardians as the admin and the front desk keep them (on the student's page): add,
 * change, remove, send a code again, and type the code a guardian reads out. Each write is logged.
 */
export async function guardianAdminRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const access = { access: 'admin' as const };
  const answer = async (studentId: string, message?: string) => {
    const student = await existingStudent(db, studentId);
    return {
      success: true,
      ...(message ? { message } : {}),
      data: await studentGuardians(db, student),
    };
  };

  api.get(
    '/:id',
    { config: access, schema: { params: idParams, response: { 200: guardiansEnvelope } } },
    async (request) => answer(request.params.id),
  );

  api.post(
    '/:id',
    {
      config: access,
      schema: { params: idParams, body: guardianSchema, response: { 200: guardiansEnvelope } },
    },
    async (request) => {
      const student = await existingStudent(db, request.params.id);
      const guardian = await addGuardian(app, student, request.body);
      noteAudit(request, { entityId: guardian.id, summary: guardianSummary(guardian, student) });
      return answer(student.id, guardianMessages.added);
    },
  );

  api.patch(
    '/:id/:guardianId',
    {
      config: access,
      schema: {
        params: guardianParams,
        body: guardianSchema,
        response: { 200: guardiansEnvelope },
      },
    },
    async (request) => {
      const student = await existingStudent(db, request.params.id);
      const guardian = await guardianOf(db, student.id, request.params.guardianId);
      await changeGuardian(app, student, guardian, request.body);
      const after = await findGuardian(db, guardian.id);
      noteAudit(request, {
        entityId: guardian.id,
        summary: `${guardianSummary(guardian, student)}: ${
          [
            guardian.name !== request.body.name && `name → ${request.body.name}`,
            guardian.relation !== request.body.relation && `relation → ${request.body.relation}`,
            guardian.phone !== request.body.phone && `phone → ${request.body.phone ?? 'none'}`,
            guardian.email !== request.body.email && `e-mail → ${request.body.email ?? 'none'}`,
            guardian.language !== request.body.language && `language → ${request.body.language}`,
            guardian.topics !== JSON.stringify(request.body.topics) &&
              `messages → ${request.body.topics.join(', ') || 'none'}`,
            guardian.confirmed_at && !after?.confirmed_at && 'to confirm again',
          ]
            .filter(Boolean)
            .join('; ') || 'No change'
        }`,
      });
      return answer(student.id, guardianMessages.updated);
    },
  );

  api.delete(
    '/:id/:guardianId',
    { config: access, schema: { params: guardianParams, response: { 200: guardiansEnvelope } } },
    async (request) => {
      const student = await existingStudent(db, request.params.id);
      const guardian = await guardianOf(db, student.id, request.params.guardianId);
      await removeGuardian(db, guardian);
      noteAudit(request, { entityId: guardian.id, summary: guardianSummary(guardian, student) });
      return answer(student.id, guardianMessages.removed);
    },
  );

  api.post(
    '/:id/:guardianId/code',
    {
      config: { ...access, audit: { action: 'code sent' } },
      schema: { params: guardianParams, response: { 200: guardiansEnvelope } },
    },
    async (request) => {
      const student = await existingStudent(db, request.params.id);
      const guardian = await guardianOf(db, student.id, request.params.guardianId);
      await askForCode(app, guardian, student.user_name);
      noteAudit(request, { entityId: guardian.id, summary: guardianSummary(guardian, student) });
      return answer(student.id, guardianMessages.codeSent);
    },
  );

  api.post(
    '/:id/:guardianId/confirm',
    {
      config: { ...access, audit: { action: 'confirmed' } },
      schema: {
        params: guardianParams,
        body: guardianCodeSchema,
        response: { 200: guardiansEnvelope },
      },
    },
    async (request) => {
      const student = await existingStudent(db, request.params.id);
      const guardian = await guardianOf(db, student.id, request.params.guardianId);
      await confirmWithCode(db, guardian, request.body.code);
      noteAudit(request, { entityId: guardian.id, summary: guardianSummary(guardian, student) });
      return answer(student.id, guardianMessages.confirmed);
    },
  );
}
