import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addDays } from '#common/batch-sessions';
import { API_PREFIX } from '#common/api';
import { batchClassMessages, sessionMoveSchema } from '#common/schemas/batch-classes';
import { batchMessages } from '#common/schemas/batches';
import { envelope } from '#common/schemas/envelope';
import {
  clashDtoSchema,
  feedDtoSchema,
  myClassSchema,
  patternClashSchema,
  weekDtoSchema,
  weekQuerySchema,
} from '#common/schemas/timetable';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '#server/plugins/sessions';
import { findBatch } from '../batches';
import { existingSession } from '../classes/schedule';
import { idParams } from '../lookup';
import { moveClash, patternClash } from './clash-check';
import { classesCalendar } from './ics';
import { classesOfPerson, feedTokenOf, newFeedToken, ownerOfFeed } from './repo';
import { entryOf, weekOf } from './week';

/** How far back a calendar feed reaches, and how many classes a feed or list holds at most. */
const FEED_PAST_DAYS = 60;
const FEED_LIMIT = 1000;
const UPCOMING_LIMIT = 100;

const feedParams = z.object({ file: z.string().max(100) });
const clashAnswer = envelope(clashDtoSchema);

/** Timetables of the week and of a student, clash checks before saving, and calendar feeds (decision 060). */
export async function timetableRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const admin = { access: 'admin', audit: false } as const;
  const feedUrl = (token: string) =>
    `${app.config.PUBLIC_URL}${API_PREFIX}/course/calendar/${token}.ics`;
  const clashReply = (clash: string | null) =>
    clash
      ? { success: true, message: clash, data: { clash: true } }
      : { success: true, data: { clash: false } };

  api.get(
    '/timetable/week',
    {
      config: admin,
      schema: { querystring: weekQuerySchema, response: { 200: envelope(weekDtoSchema) } },
    },
    async (request) => ({
      success: true,
      data: await weekOf(db, request.query.from ?? app.today()),
    }),
  );

  api.get(
    '/timetable/mine',
    {
      config: admin,
      schema: { querystring: weekQuerySchema, response: { 200: envelope(weekDtoSchema) } },
    },
    async (request) => ({
      success: true,
      data: await weekOf(db, request.query.from ?? app.today(), currentUser(request).id),
    }),
  );

  api.get(
    '/timetable/classes',
    {
      config: { access: 'user' },
      schema: { response: { 200: envelope(z.object({ classes: z.array(myClassSchema) })) } },
    },
    async (request) => {
      const rows = await classesOfPerson(
        db,
        'batch_students',
        currentUser(request).id,
        app.today(),
        UPCOMING_LIMIT,
      );
      return { success: true, data: { classes: rows.map(entryOf) } };
    },
  );

  api.post(
    '/sessions/:id/clash',
    {
      config: admin,
      schema: { params: idParams, body: sessionMoveSchema, response: { 200: clashAnswer } },
    },
    async (request) => {
      const session = await existingSession(db, request.params.id);
      const batch = await findBatch(db, session.batch_id);
      if (!batch) throw new HttpError(404, batchClassMessages.sessionNotFound);
      return clashReply(await moveClash(db, batch, request.body));
    },
  );

  api.post(
    '/timetable/pattern-clash',
    { config: admin, schema: { body: patternClashSchema, response: { 200: clashAnswer } } },
    async (request) => {
      const { batchId } = request.body;
      const batch = batchId ? await findBatch(db, batchId) : undefined;
      if (batchId && !batch) throw new HttpError(404, batchMessages.notFound);
      return clashReply(await patternClash(db, app.today(), batch, request.body));
    },
  );

  api.get(
    '/timetable/feed',
    { config: { access: 'user' }, schema: { response: { 200: envelope(feedDtoSchema) } } },
    async (request) => {
      const { id } = currentUser(request);
      const token = (await feedTokenOf(db, id)) ?? (await newFeedToken(db, id));
      return { success: true, data: { url: feedUrl(token) } };
    },
  );

  api.post(
    '/timetable/feed',
    {
      config: { access: 'user', audit: false },
      schema: { response: { 200: envelope(feedDtoSchema) } },
    },
    async (request) => {
      const token = await newFeedToken(db, currentUser(request).id);
      return {
        success: true,
        message: 'New calendar address made; the old one no longer works.',
        data: { url: feedUrl(token) },
      };
    },
  );

  api.get(
    '/calendar/:file',
    { config: { access: 'public' }, schema: { params: feedParams } },
    async (request, reply) => {
      const token = /^([\w-]{16,64})\.ics$/.exec(request.params.file)?.[1];
      const owner = token ? await ownerOfFeed(db, token) : undefined;
      if (!owner) throw new HttpError(404, 'Calendar not found.');
      const rows = await classesOfPerson(
        db,
        owner.role === 'admin' ? 'batch_trainers' : 'batch_students',
        owner.id,
        addDays(app.today(), -FEED_PAST_DAYS),
        FEED_LIMIT,
      );
      const host = new URL(app.config.PUBLIC_URL).host;
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(classesCalendar(`Classes · ${owner.user_name}`, host, rows));
    },
  );
}
