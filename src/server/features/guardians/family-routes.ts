import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GuardianTopic } from '#common/guardians';
import { envelope } from '#common/schemas/envelope';
import { familyMessages, familySchema, guardianChoicesSchema } from '#common/schemas/family';
import type { Db } from '#server/db/database';
import { childrenOf, guardianshipsOf } from '#server/db/family';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '#server/plugins/sessions';
import { idParams } from '../params';
import { setGuardianChoices } from './repo';

const familyAnswer = async (db: Db, userId: string) => ({
  children: (await childrenOf(db, userId)).map((child) => ({
    _id: child.id,
    userName: child.name,
  })),
  guardianships: (await guardianshipsOf(db, userId)).map((row) => ({
    _id: row.id,
    childId: row.student_id,
    childName: row.student_name,
    relation: row.relation,
    language: row.language,
    topics: JSON.parse(row.topics) as GuardianTopic[],
  })),
});

/**
 * The family portal's own part (decision 062): the signed-in guardian's children, and their choice
 * of messages and language on each guardian row that is theirs (any other row is "not found").
 */
export async function guardianFamilyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const access = { access: 'user' as const };

  api.get(
    '/',
    { config: access, schema: { response: { 200: envelope(familySchema) } } },
    async (request) => ({ success: true, data: await familyAnswer(db, currentUser(request).id) }),
  );

  api.put(
    '/:id',
    {
      config: access,
      schema: {
        params: idParams,
        body: guardianChoicesSchema,
        response: { 200: envelope(familySchema) },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      const own = (await guardianshipsOf(db, id)).some((row) => row.id === request.params.id);
      if (!own) throw new HttpError(404, familyMessages.guardianshipNotFound);
      await setGuardianChoices(db, request.params.id, request.body);
      return {
        success: true,
        message: familyMessages.choicesSaved,
        data: await familyAnswer(db, id),
      };
    },
  );
}
