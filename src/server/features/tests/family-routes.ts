import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#common/schemas/envelope';
import { childResultsSchema } from '#common/schemas/family';
import { fromHundredths } from '#common/tests';
import { shownResults } from '#server/db/test-results';
import { childOrNotFound } from '../family-child';
import { idParams } from '../params';

/** A guardian's view of their child's released results (decision 069); any other student is "not found". */
export async function testFamilyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/family/:id',
    {
      config: { access: 'user' },
      schema: { params: idParams, response: { 200: envelope(childResultsSchema) } },
    },
    async (request) => {
      const child = await childOrNotFound(db, request, request.params.id);
      const results = await shownResults(db, { userId: child });
      return {
        success: true,
        data: {
          results: results.map((result) => ({
            testId: result.testId,
            test: result.title,
            course: result.courseTitle,
            date: result.date,
            marks: fromHundredths(result.marks),
            maxMarks: fromHundredths(result.maxMarks),
            passed: result.passed,
          })),
        },
      };
    },
  );
}
