import type { FastifyInstance } from 'fastify';
import { reviewDtoSchema } from '#common/schemas/reviews';
import type { Db } from '#server/db/database';
import { adminTableRoute } from '../admin-table-route';
import { csvExportRoute } from '../csv-export';
import { reviewDto } from './mapper';
import { countedReviews, reviewsQuery } from './repo';
import { reviewsCsv, reviewsView } from './reviews-view';

const allReviews = (db: Db) => reviewsQuery(db, false);

/** The admins' table of every review (search, filters, sort) and its export. */
export async function reviewTableRoutes(app: FastifyInstance): Promise<void> {
  const { storage } = app;
  adminTableRoute(app, {
    path: '/list',
    key: 'data',
    dto: reviewDtoSchema,
    query: allReviews,
    view: reviewsView,
    toDto: (row) => reviewDto(storage, row),
    counted: countedReviews,
  });
  csvExportRoute(app, {
    name: 'reviews',
    query: allReviews,
    view: reviewsView,
    columns: reviewsCsv,
  });
}
