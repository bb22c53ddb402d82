import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { teamMemberDtoSchema } from '#common/schemas/team';
import { idParams } from '../params';
import { existingMember } from './lookup';
import { teamMemberDto } from './mapper';
import { allMembers } from './repo';

/** The team and one member, for everyone. */
export async function teamReadRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;

  api.get(
    '/',
    {
      config: { access: 'public', shared: 'everyone' },
      schema: { response: { 200: envelope(z.array(teamMemberDtoSchema)) } },
    },
    async () => ({
      success: true,
      data: (await allMembers(db)).map((member) => teamMemberDto(storage, member)),
    }),
  );

  api.get(
    '/singleMember/:id',
    {
      config: { access: 'public', shared: 'everyone' },
      schema: { params: idParams, response: { 200: envelope(teamMemberDtoSchema) } },
    },
    async (request) => ({
      success: true,
      data: teamMemberDto(storage, await existingMember(db, request.params.id)),
    }),
  );
}
