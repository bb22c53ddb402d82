import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { listViewQuerySchema } from '#common/schemas/list-view';
import { reviewDtoSchema } from '#common/schemas/reviews';
import type { Db } from '../../db/database';
import { csvExportRoute } from '../csv-export';
import { pageOfView } from '../list-view';
import { reviewDto } from './mapper';
import { reviewsQuery } from './repo';
import { reviewsCsv, reviewsView } from './reviews-view';

const allReviews = (db: Db) => reviewsQuery(db, false);

/** The admins' table of every review (search, filters, sort) and its export. */
export async function reviewTableRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;

  api.get(
    '/list',
    {
      config: { access: 'admin' },
      schema: {
        querystring: listViewQuerySchema,
        response: {
          200: envelope(
            z.object({
              data: z.array(reviewDtoSchema),
              Pages: z.number(),
              total: z.number(),
              more: z.boolean().optional(),
            }),
          ),
        },
      },
    },
    async (request) => {
      // The joins reach at most one row each, so the reviews alone give the count.
      const { rows, pages, total, more } = await pageOfView(
        db,
        allReviews(db),
        reviewsView,
        request.query,
        db.selectFrom('reviews'),
      );
      return {
        success: true,
        data: { data: rows.map((row) => reviewDto(storage, row)), Pages: pages, total, more },
      };
    },
  );

  csvExportRoute(app, {
    name: 'reviews',
    query: allReviews,
    view: reviewsView,
    columns: reviewsCsv,
  });
}
