import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import {
  teamMemberDtoSchema,
  teamMemberFieldsSchema,
  teamMessages,
  type TeamMemberText,
} from '#common/schemas/team';
import { noteAudit } from '#server/plugins/audit';
import { about, changeSummary } from '#server/plugins/audit-summary';
import { HttpError, validate } from '#server/plugins/errors';
import { intakeImage, readMultipart, type UploadedFile } from '#server/plugins/uploads';
import { removeImage } from '#server/services/images';
import { hindiColumns } from '../hindi-columns';
import { idParams } from '../params';
import { existingMember, found } from './lookup';
import { teamMemberDto } from './mapper';
import { deleteMember, insertMember, updateMember } from './repo';

const memberEnvelope = envelope(teamMemberDtoSchema);

const memberColumns = ({ name, position, positionHi }: TeamMemberText) => ({
  name,
  position,
  ...hindiColumns({ position_hi: positionHi }),
});

function imageFile(file: UploadedFile | undefined): UploadedFile {
  if (!file) throw new HttpError(400, teamMessages.image, { image: teamMessages.image });
  return file;
}

/** Adding, editing and removing team members (admins). */
export async function teamAdminRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;

  api.post(
    '/create',
    { config: { access: 'admin' }, schema: { response: { 201: memberEnvelope } } },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request);
      const member = validate(teamMemberFieldsSchema, fields);
      const created = await intakeImage(storage, imageFile(files.image), {
        folder: 'team',
        save: (key) => insertMember(db, { ...memberColumns(member), image: key }),
      });
      noteAudit(request, { summary: about(created.name, `Position: ${created.position}`) });
      return reply.code(201).send({
        success: true,
        message: 'Member created',
        data: teamMemberDto(storage, created),
      });
    },
  );

  api.patch(
    '/updateImage/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: memberEnvelope } },
    },
    async (request) => {
      const member = await existingMember(db, request.params.id);
      const { files } = await readMultipart(request);
      const updated = await intakeImage(storage, imageFile(files.image), {
        folder: 'team',
        save: async (key) => found(await updateMember(db, member.id, { image: key })),
        replaces: member.image,
      });
      noteAudit(request, { summary: about(member.name, 'Picture replaced') });
      return {
        success: true,
        message: 'Member image updated',
        data: teamMemberDto(storage, updated),
      };
    },
  );

  api.patch(
    '/update/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: teamMemberFieldsSchema,
        response: { 200: memberEnvelope },
      },
    },
    async (request) => {
      const before = await existingMember(db, request.params.id);
      const changes = memberColumns(request.body);
      const member = found(await updateMember(db, before.id, changes));
      noteAudit(request, {
        summary: about(before.name, changeSummary(before, changes) || 'No change'),
      });
      return { success: true, message: 'Member updated', data: teamMemberDto(storage, member) };
    },
  );

  api.delete(
    '/delete/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const member = await existingMember(db, request.params.id);
      await deleteMember(db, member.id);
      await removeImage(storage, member.image);
      noteAudit(request, { summary: about(member.name, `Position: ${member.position}`) });
      return { success: true, message: 'Deleted' };
    },
  );
}
