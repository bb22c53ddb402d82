import type { FastifyInstance } from 'fastify';
import { reviewDtoSchema } from '#common/schemas/reviews';
import type { Db } from '../../db/database';
import { adminTableRoute } from '../admin-table-route';
import { csvExportRoute } from '../csv-export';
import { reviewDto } from './mapper';
import { reviewsQuery } from './repo';
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
    // The joins reach at most one row each, so the reviews alone give the count.
    counted: (db) => db.selectFrom('reviews'),
  });
  csvExportRoute(app, {
    name: 'reviews',
    query: allReviews,
    view: reviewsView,
    columns: reviewsCsv,
  });
}
