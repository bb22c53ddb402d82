import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import {
  attemptDtoSchema,
  givenAnswerSchema,
  myTestDtoSchema,
  resultDtoSchema,
  testMessages,
} from '#common/schemas/tests';
import { fromHundredths } from '#common/tests';
import { currentUser } from '#server/plugins/sessions';
import { HttpError } from '#server/plugins/errors';
import { idParams } from '../params';
import {
  attemptsOf,
  attemptView,
  closeDueAttempts,
  ownAttempt,
  resultView,
  saveAnswer,
  startOrResume,
  submitAttempt,
  testOfAttempt,
} from './attempts';
import { findTest, offlineMarkOf } from './repo';
import { announceResults } from './result-notices';
import { testsOfStudent } from './takers';

const answerParams = z.object({
  id: z.string().min(1).max(100),
  questionId: z.string().min(1).max(100),
});

/**
 * A student's tests: the list, starting or resuming an attempt, saving answers one at a time,
 * submitting, and the result. Every attempt is read through its owner; another's is missing.
 */
export async function attemptRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;
  const user = { access: 'user' } as const;

  api.get(
    '/mine',
    {
      config: user,
      schema: { response: { 200: envelope(z.object({ tests: z.array(myTestDtoSchema) })) } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await closeDueAttempts(db, app.clock.now().toISOString(), { userId });
      const tests = await testsOfStudent(db, userId);
      const data = await Promise.all(
        tests.map(async (test) => {
          const attempts = await attemptsOf(db, test.id, userId);
          const shown = test.released_at !== null || test.results === 'immediate';
          const mark =
            test.mode === 'offline' && shown ? await offlineMarkOf(db, test.id, userId) : undefined;
          return {
            _id: test.id,
            courseId: test.course_id,
            title: test.title,
            mode: test.mode,
            timeLimitMinutes: test.time_limit_minutes,
            opensAt: test.opens_at,
            closesAt: test.closes_at,
            attemptsAllowed: test.attempts_allowed,
            attemptsUsed: attempts.length,
            openAttemptId: attempts.find((a) => a.submitted_at === null)?.id ?? null,
            attempts: attempts.map((a) => ({
              _id: a.id,
              number: a.number,
              submittedAt: a.submitted_at,
            })),
            offlineMarks: mark ? fromHundredths(mark.marks) : null,
            maxMarks: test.max_marks === null ? null : fromHundredths(test.max_marks),
            released: test.released_at !== null,
          };
        }),
      );
      return { success: true, data: { tests: data } };
    },
  );

  api.post(
    '/mine/:id/attempt',
    { config: user, schema: { params: idParams, response: { 200: envelope(attemptDtoSchema) } } },
    async (request) => {
      const userId = currentUser(request).id;
      const test = await findTest(db, request.params.id);
      if (!test) throw new HttpError(404, testMessages.testNotFound);
      const now = app.clock.now();
      const attempt = await startOrResume(db, test, userId, now);
      return { success: true, data: await attemptView(db, storage, attempt, test, now) };
    },
  );

  api.get(
    '/attempts/:id',
    { config: user, schema: { params: idParams, response: { 200: envelope(attemptDtoSchema) } } },
    async (request) => {
      const userId = currentUser(request).id;
      const now = app.clock.now();
      await closeDueAttempts(db, now.toISOString(), { userId });
      const attempt = await ownAttempt(db, request.params.id, userId);
      const test = await testOfAttempt(db, attempt);
      return { success: true, data: await attemptView(db, storage, attempt, test, now) };
    },
  );

  api.put(
    '/attempts/:id/answers/:questionId',
    {
      config: user,
      schema: { params: answerParams, body: givenAnswerSchema, response: { 200: messageEnvelope } },
    },
    async (request) => {
      await saveAnswer(db, {
        attemptId: request.params.id,
        userId: currentUser(request).id,
        questionId: request.params.questionId,
        answer: request.body,
        now: app.clock.now(),
      });
      return { success: true, message: testMessages.answerSaved };
    },
  );

  api.post(
    '/attempts/:id/submit',
    { config: user, schema: { params: idParams, response: { 200: envelope(resultDtoSchema) } } },
    async (request) => {
      const attempt = await submitAttempt(
        db,
        request.params.id,
        currentUser(request).id,
        app.clock.now(),
      );
      const test = await testOfAttempt(db, attempt);
      if (test.results === 'immediate') await announceResults(app, test, [attempt.user_id]);
      return {
        success: true,
        message: testMessages.attemptSubmitted,
        data: await resultView(db, storage, attempt, test),
      };
    },
  );

  api.get(
    '/attempts/:id/result',
    { config: user, schema: { params: idParams, response: { 200: envelope(resultDtoSchema) } } },
    async (request) => {
      const userId = currentUser(request).id;
      await closeDueAttempts(db, app.clock.now().toISOString(), { userId });
      const attempt = await ownAttempt(db, request.params.id, userId);
      if (attempt.submitted_at === null) throw new HttpError(409, testMessages.notSubmitted);
      return {
        success: true,
        data: await resultView(db, storage, attempt, await testOfAttempt(db, attempt)),
      };
    },
  );
}
