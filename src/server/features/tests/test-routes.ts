import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import {
  courseQuerySchema,
  offlineMarksSchema,
  testDtoSchema,
  testInputSchema,
  testMessages,
  testResultsDtoSchema,
  trainerMarkSchema,
} from '#common/schemas/tests';
import { shortAnswersDtoSchema, testStatisticsDtoSchema } from '#common/schemas/test-statistics';
import { toHundredths } from '#common/tests';
import { auditEntity, noteAudit } from '#server/plugins/audit';
import { currentUser } from '#server/plugins/sessions';
import { idParams } from '../params';
import { closeDueAttempts, markShortText } from './attempts';
import { testDto, type TestRow } from './mapper';
import {
  chosenQuestionIds,
  deleteTest,
  existingCourse,
  existingTest,
  saveTest,
  testsOfCourse,
} from './repo';
import { announceResults } from './result-notices';
import { releaseTest, saveOfflineMarks, testResults } from './results';
import { shortAnswers, testStatistics } from './statistics';

const answerParams = z.object({
  id: z.string().min(1).max(100),
  questionId: z.string().min(1).max(100),
});

/** A course's tests (admins and trainers): kept, released, and a paper test's marks entered. */
export async function testRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'test');
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const admin = { access: 'admin' } as const;
  const at = () => app.clock.now().toISOString();
  const dtoOf = async (test: TestRow) => testDto(test, await chosenQuestionIds(db, test.id));

  api.get(
    '/',
    {
      config: admin,
      schema: {
        querystring: courseQuerySchema,
        response: { 200: envelope(z.object({ tests: z.array(testDtoSchema) })) },
      },
    },
    async (request) => {
      await existingCourse(db, request.query.courseId);
      const rows = await testsOfCourse(db, request.query.courseId);
      return { success: true, data: { tests: await Promise.all(rows.map(dtoOf)) } };
    },
  );

  api.post(
    '/',
    {
      config: admin,
      schema: { body: testInputSchema, response: { 201: envelope(testDtoSchema) } },
    },
    async (request, reply) => {
      const id = await saveTest(db, request.body, at());
      noteAudit(request, { entityId: id, summary: request.body.title });
      const data = await dtoOf(await existingTest(db, id));
      return reply.code(201).send({ success: true, message: 'Test saved', data });
    },
  );

  api.get(
    '/:id',
    { config: admin, schema: { params: idParams, response: { 200: envelope(testDtoSchema) } } },
    async (request) => ({
      success: true,
      data: await dtoOf(await existingTest(db, request.params.id)),
    }),
  );

  api.put(
    '/:id',
    {
      config: admin,
      schema: {
        params: idParams,
        body: testInputSchema,
        response: { 200: envelope(testDtoSchema) },
      },
    },
    async (request) => {
      const test = await existingTest(db, request.params.id);
      await saveTest(db, request.body, at(), test.id);
      noteAudit(request, { summary: request.body.title });
      return {
        success: true,
        message: 'Test saved',
        data: await dtoOf(await existingTest(db, test.id)),
      };
    },
  );

  api.delete(
    '/:id',
    { config: admin, schema: { params: idParams, response: { 200: messageEnvelope } } },
    async (request) => {
      const test = await existingTest(db, request.params.id);
      await deleteTest(db, test.id);
      noteAudit(request, { summary: test.title });
      return { success: true, message: 'Test deleted' };
    },
  );

  api.post(
    '/:id/release',
    { config: admin, schema: { params: idParams, response: { 200: envelope(testDtoSchema) } } },
    async (request) => {
      const test = await existingTest(db, request.params.id);
      await releaseTest(db, test, at());
      await announceResults(app, test);
      noteAudit(request, { action: 'released', summary: test.title });
      const data = await dtoOf(await existingTest(db, test.id));
      return { success: true, message: testMessages.released, data };
    },
  );

  api.get(
    '/:id/results',
    {
      config: admin,
      schema: { params: idParams, response: { 200: envelope(testResultsDtoSchema) } },
    },
    async (request) => {
      const test = await existingTest(db, request.params.id);
      const students = await testResults(db, test, at());
      return { success: true, data: { test: await dtoOf(test), students } };
    },
  );

  api.get(
    '/:id/statistics',
    {
      config: admin,
      schema: { params: idParams, response: { 200: envelope(testStatisticsDtoSchema) } },
    },
    async (request) => {
      const test = await existingTest(db, request.params.id);
      return { success: true, data: await testStatistics(db, test, at()) };
    },
  );

  api.get(
    '/:id/short-answers',
    {
      config: admin,
      schema: { params: idParams, response: { 200: envelope(shortAnswersDtoSchema) } },
    },
    async (request) => {
      const test = await existingTest(db, request.params.id);
      await closeDueAttempts(db, at(), { testId: test.id });
      return { success: true, data: { answers: await shortAnswers(db, test) } };
    },
  );

  api.put(
    '/:id/marks',
    {
      config: admin,
      schema: { params: idParams, body: offlineMarksSchema, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const test = await existingTest(db, request.params.id);
      await saveOfflineMarks(db, test, request.body.marks, {
        userId: currentUser(request).id,
        at: at(),
      });
      if (test.results === 'immediate' || test.released_at !== null) {
        const marked = request.body.marks.filter((row) => row.marks !== null);
        await announceResults(
          app,
          test,
          marked.map((row) => row.userId),
        );
      }
      noteAudit(request, {
        action: 'marks entered',
        summary: `${test.title}: ${request.body.marks.length} students`,
      });
      return { success: true, message: testMessages.marksSaved };
    },
  );

  api.put(
    '/attempts/:id/answers/:questionId/mark',
    {
      config: admin,
      schema: { params: answerParams, body: trainerMarkSchema, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const { id, questionId } = request.params;
      const attempt = await markShortText(db, {
        attemptId: id,
        questionId,
        marks: toHundredths(request.body.marks),
      });
      const test = await existingTest(db, attempt.test_id);
      if (test.results === 'immediate' || test.released_at !== null)
        await announceResults(app, test, [attempt.user_id]);
      noteAudit(request, {
        action: 'answer marked',
        summary: `Question ${questionId}: ${request.body.marks}`,
      });
      return { success: true, message: testMessages.marksSaved };
    },
  );
}
