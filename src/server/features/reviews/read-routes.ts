import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { courseReviewsDtoSchema, reviewDtoSchema } from '#common/schemas/reviews';
import { idParams, optionalPageQuery } from '../params';
import { seesDrafts } from '../publication';
import { reviewDto } from './mapper';
import { courseRatings } from '#server/db/course-ratings';
import { courseReviews, listReviews } from './repo';

/** The reviews list: published ones for everyone, every status for admins. */
export async function reviewReadRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;

  // The spec's client also sends `limit=15`; pages hold ten everywhere, so it is not read.
  api.get(
    '/',
    {
      config: { access: 'public', shared: 'visitors' },
      schema: {
        querystring: optionalPageQuery,
        response: {
          200: envelope(z.object({ data: z.array(reviewDtoSchema), Pages: z.number().optional() })),
        },
      },
    },
    async (request) => {
      const publishedOnly = !seesDrafts(request.user);
      const { rows, pages } = await listReviews(db, publishedOnly, request.query.page);
      return {
        success: true,
        data: { data: rows.map((row) => reviewDto(storage, row)), Pages: pages },
      };
    },
  );

  /** A course's page: the shown reviews naming it and their ratings, the same for everyone. */
  api.get(
    '/course/:id',
    {
      config: { access: 'public', shared: 'everyone' },
      schema: { params: idParams, response: { 200: envelope(courseReviewsDtoSchema) } },
    },
    async (request) => {
      const { id } = request.params;
      const [rows, ratings] = await Promise.all([courseReviews(db, id), courseRatings(db, id)]);
      return {
        success: true,
        data: { data: rows.map((row) => reviewDto(storage, row)), ...ratings },
      };
    },
  );
}
