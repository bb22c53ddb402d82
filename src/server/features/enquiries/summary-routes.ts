import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enquirySummaryDtoSchema } from '#common/schemas/enquiries';
import { envelope } from '#common/schemas/envelope';
import { indiaToday } from '#server/db/time';
import { countCreatedSince, countFollowUpsDue } from './leads';

const WEEK_MS = 7 * 24 * 60 * 60_000;

/** The dashboard's follow-up figures over contact queries and registrations (admins). */
export async function summaryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/summary',
    {
      config: { access: 'admin' },
      schema: { response: { 200: envelope(enquirySummaryDtoSchema) } },
    },
    async () => ({
      success: true,
      data: {
        followUpsDue: await countFollowUpsDue(db, indiaToday()),
        newThisWeek: await countCreatedSince(db, new Date(Date.now() - WEEK_MS).toISOString()),
      },
    }),
  );
}
