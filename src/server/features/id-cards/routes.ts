import { buffer } from 'node:stream/consumers';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import {
  idCardDtoSchema,
  idCardIssueSchema,
  idCardMessages,
  idCardRevokeSchema,
  studentIdCardsSchema,
} from '#common/schemas/id-cards';
import type { Db } from '#server/db/database';
import type { User } from '#server/db/schema';
import { getSiteSettings } from '#server/db/site-settings';
import { now } from '#server/db/time';
import { auditEntity, noteAudit } from '#server/plugins/audit';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '#server/plugins/sessions';
import { idCardPdf, idCardSheetPdf, type IdCardInstitute } from '#server/services/id-card-pdf';
import { idParams } from '../params';
import { issueCard } from './issue';
import { batchLabel, cardContent, idCardDto } from './mapper';
import {
  batchCards,
  currentCard,
  findCard,
  findUser,
  revokeCard,
  studentBatches,
  studentCards,
  type ShownCard,
} from './repo';

const cardEnvelope = envelope(idCardDtoSchema);
const admin = { access: 'admin' } as const;

async function existingStudent(db: Db, id: string): Promise<User> {
  const user = await findUser(db, id);
  if (!user) throw new HttpError(404, 'User not found');
  return user;
}

async function existingCard(db: Db, id: string): Promise<ShownCard> {
  const card = await findCard(db, id);
  if (!card) throw new HttpError(404, idCardMessages.notFound);
  return card;
}

const instituteOf = async (db: Db): Promise<IdCardInstitute> => {
  const { name, address, addressHi, phone, email } = await getSiteSettings(db);
  return { name, address, addressHi, phone, email };
};

const sendPdf = (reply: FastifyReply, fileName: string, pdf: Uint8Array) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));

/** A card's file name: its number with the slashes of the admission number made dashes. */
const fileNameOf = (card: ShownCard) => `id-card-${card.number.replace(/[^\w-]+/g, '-')}`;

/** Student ID cards (decision 073): issued, reissued and revoked by the admin, downloaded by their holder. */
export async function idCardRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'id card');
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage, config } = app;
  const dto = (card: ShownCard) => idCardDto(config.PUBLIC_URL, card, app.today());
  const photoOf = async (card: ShownCard) => buffer(await storage.read(card.photo_key));

  const issued = async (reply: FastifyReply, id: string, action: string) => {
    const card = await existingCard(db, id);
    noteAudit(reply.request, {
      action,
      entityId: card.id,
      summary: `${card.number}: ${card.name}, ${card.course_title}, valid until ${card.valid_until}`,
    });
    return reply.code(201).send({ success: true, data: dto(card) });
  };

  api.get(
    '/student/:id',
    {
      config: admin,
      schema: { params: idParams, response: { 200: envelope(studentIdCardsSchema) } },
    },
    async (request) => {
      const student = await existingStudent(db, request.params.id);
      const [cards, batches] = await Promise.all([
        studentCards(db, student.id),
        studentBatches(db, student.id),
      ]);
      return {
        success: true,
        data: {
          admissionNumber: student.admission_number,
          hasPhoto: student.profile_img !== null,
          batches: batches.map((b) => ({
            _id: b.id,
            label: `${b.course_title}: ${batchLabel(b)}`,
          })),
          cards: cards.map(dto),
        },
      };
    },
  );

  api.post(
    '/student/:id',
    {
      config: { ...admin, audit: { action: 'issued' } },
      schema: { params: idParams, body: idCardIssueSchema, response: { 201: cardEnvelope } },
    },
    async (request, reply) => {
      const student = await existingStudent(db, request.params.id);
      if (await currentCard(db, student.id)) throw new HttpError(409, idCardMessages.alreadyIssued);
      const id = await issueCard({ db, storage, today: app.today() }, student, request.body);
      return issued(reply, id, 'issued');
    },
  );

  api.post(
    '/:id/reissue',
    {
      config: { ...admin, audit: { action: 'reissued' } },
      schema: { params: idParams, body: idCardIssueSchema, response: { 201: cardEnvelope } },
    },
    async (request, reply) => {
      const old = await existingCard(db, request.params.id);
      if (old.revoked_at) throw new HttpError(409, idCardMessages.revoked);
      const student = await existingStudent(db, old.user_id);
      const id = await issueCard({ db, storage, today: app.today() }, student, request.body, old);
      return issued(reply, id, 'reissued');
    },
  );

  api.post(
    '/:id/revoke',
    {
      config: { ...admin, audit: { action: 'revoked' } },
      schema: { params: idParams, body: idCardRevokeSchema, response: { 200: cardEnvelope } },
    },
    async (request) => {
      const card = await existingCard(db, request.params.id);
      const { reason } = request.body;
      if (!(await revokeCard(db, card.id, { revoked_at: now(), revoked_reason: reason })))
        throw new HttpError(409, idCardMessages.revoked);
      noteAudit(request, {
        entityId: card.id,
        summary: `${card.number}: ${card.name}. Reason: ${reason}`,
      });
      return { success: true, data: dto(await existingCard(db, card.id)) };
    },
  );

  api.get(
    '/mine',
    {
      config: { access: 'user' },
      schema: { response: { 200: envelope(z.array(idCardDtoSchema)) } },
    },
    async (request) => {
      const cards = await studentCards(db, currentUser(request).id);
      return { success: true, data: cards.filter((card) => !card.revoked_at).map(dto) };
    },
  );

  api.get(
    '/:id/pdf',
    { config: { access: 'user' }, schema: { params: idParams } },
    async (request, reply) => {
      const user = currentUser(request);
      const card = await findCard(db, request.params.id);
      // Another student's card is not there for them: the same answer as no card at all.
      if (!card || (user.role !== 'admin' && card.user_id !== user.id))
        throw new HttpError(404, idCardMessages.notFound);
      const content = cardContent(config.PUBLIC_URL, card, await photoOf(card));
      return sendPdf(reply, fileNameOf(card), await idCardPdf(await instituteOf(db), content));
    },
  );

  api.get(
    '/batch/:id/sheet.pdf',
    { config: admin, schema: { params: idParams } },
    async (request, reply) => {
      const cards = await batchCards(db, request.params.id, app.today());
      if (cards.length === 0) throw new HttpError(404, idCardMessages.noCards);
      const contents = await Promise.all(
        cards.map(async (card) => cardContent(config.PUBLIC_URL, card, await photoOf(card))),
      );
      const [first] = cards;
      const title = `ID cards: ${first?.course_title ?? ''}, ${first ? batchLabel(first) : ''}`;
      const pdf = await idCardSheetPdf(await instituteOf(db), title, contents);
      return sendPdf(reply, `id-cards-${request.params.id}`, pdf);
    },
  );
}
