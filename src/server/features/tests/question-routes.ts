import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import {
  courseQuerySchema,
  questionDtoSchema,
  questionImportSchema,
  questionInputSchema,
  testMessages,
} from '#common/schemas/tests';
import { auditEntity, noteAudit } from '#server/plugins/audit';
import { HttpError } from '#server/plugins/errors';
import { intakeImage, readMultipart } from '#server/plugins/uploads';
import { removeImage } from '#server/services/images';
import { sendCsv } from '../csv-export';
import { idParams } from '../params';
import { questionDto, type QuestionRow } from './mapper';
import { questionCsvColumns, questionsFromCsv } from './questions-csv';
import {
  deleteQuestion,
  existingCourse,
  existingQuestion,
  insertQuestions,
  questionsOfCourse,
  setQuestionImage,
  updateQuestion,
} from './repo';

const MAX_IMPORT = 1000;
const questionList = envelope(z.object({ questions: z.array(questionDtoSchema) }));

/** A course's question bank (admins and trainers): kept one at a time, or as CSV. */
export async function questionRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'question');
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;
  const dto = (row: QuestionRow) => questionDto(storage, row);
  const admin = { access: 'admin' } as const;
  const at = () => app.clock.now().toISOString();

  api.get(
    '/questions',
    { config: admin, schema: { querystring: courseQuerySchema, response: { 200: questionList } } },
    async (request) => {
      await existingCourse(db, request.query.courseId);
      const rows = await questionsOfCourse(db, request.query.courseId);
      return { success: true, data: { questions: rows.map(dto) } };
    },
  );

  api.post(
    '/questions',
    {
      config: admin,
      schema: { body: questionInputSchema, response: { 201: envelope(questionDtoSchema) } },
    },
    async (request, reply) => {
      await existingCourse(db, request.body.courseId);
      const [row] = await insertQuestions(db, request.body.courseId, [request.body], at());
      if (!row) throw new HttpError(400, testMessages.text);
      noteAudit(request, { entityId: row.id, summary: request.body.text.slice(0, 80) });
      return reply
        .code(201)
        .send({ success: true, message: 'Question saved', data: dto({ ...row, image: null }) });
    },
  );

  api.put(
    '/questions/:id',
    {
      config: admin,
      schema: {
        params: idParams,
        body: questionInputSchema,
        response: { 200: envelope(questionDtoSchema) },
      },
    },
    async (request) => {
      const question = await existingQuestion(db, request.params.id);
      if (question.course_id !== request.body.courseId)
        throw new HttpError(404, testMessages.questionNotFound);
      await updateQuestion(db, question.id, request.body, at());
      noteAudit(request, { summary: request.body.text.slice(0, 80) });
      const saved = await existingQuestion(db, question.id);
      return { success: true, message: 'Question saved', data: dto(saved) };
    },
  );

  api.delete(
    '/questions/:id',
    { config: admin, schema: { params: idParams, response: { 200: messageEnvelope } } },
    async (request) => {
      const question = await existingQuestion(db, request.params.id);
      await deleteQuestion(db, question.id);
      if (question.image) await removeImage(storage, question.image);
      noteAudit(request, { summary: question.text.slice(0, 80) });
      return { success: true, message: 'Question deleted' };
    },
  );

  api.put(
    '/questions/:id/image',
    { config: admin, schema: { params: idParams, response: { 200: envelope(questionDtoSchema) } } },
    async (request) => {
      const question = await existingQuestion(db, request.params.id);
      const { files } = await readMultipart(request);
      const file = files.image;
      if (!file) throw new HttpError(400, testMessages.image, { image: testMessages.image });
      const saved = await intakeImage(storage, file, {
        folder: 'questions',
        save: async (key) => {
          await setQuestionImage(db, question.id, key, at());
          return existingQuestion(db, question.id);
        },
        replaces: question.image,
      });
      noteAudit(request, { action: 'image changed', summary: question.text.slice(0, 80) });
      return { success: true, message: 'Question saved', data: dto(saved) };
    },
  );

  api.delete(
    '/questions/:id/image',
    { config: admin, schema: { params: idParams, response: { 200: envelope(questionDtoSchema) } } },
    async (request) => {
      const question = await existingQuestion(db, request.params.id);
      if (question.image) {
        await setQuestionImage(db, question.id, null, at());
        await removeImage(storage, question.image);
        noteAudit(request, { action: 'image removed', summary: question.text.slice(0, 80) });
      }
      return { success: true, message: 'Question saved', data: dto({ ...question, image: null }) };
    },
  );

  api.get(
    '/questions/export.csv',
    { config: admin, schema: { querystring: courseQuerySchema } },
    async (request, reply) => {
      await existingCourse(db, request.query.courseId);
      const rows = await questionsOfCourse(db, request.query.courseId);
      async function* dtos() {
        yield* rows.map(dto);
      }
      return sendCsv(reply, 'questions', questionCsvColumns, dtos());
    },
  );

  api.post(
    '/questions/import',
    { config: admin, schema: { body: questionImportSchema, response: { 201: questionList } } },
    async (request, reply) => {
      const { courseId, csv } = request.body;
      await existingCourse(db, courseId);
      const fields = questionsFromCsv(csv, courseId);
      if (fields.length > MAX_IMPORT) throw new HttpError(400, testMessages.tooManyRows);
      const rows = await insertQuestions(db, courseId, fields, at());
      noteAudit(request, {
        action: 'imported',
        entityId: courseId,
        summary: `${rows.length} questions`,
      });
      return reply.code(201).send({
        success: true,
        message: testMessages.questionsImported,
        data: { questions: rows.map((row) => dto({ ...row, image: null })) },
      });
    },
  );
}
