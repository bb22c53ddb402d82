import type { FastifyInstance } from 'fastify';
import { teamMemberDtoSchema } from '#common/schemas/team';
import { adminTableRoute } from '../admin-table-route';
import { csvExportRoute } from '../csv-export';
import { teamMemberDto } from './mapper';
import { membersQuery } from './repo';
import { teamCsv, teamView } from './team-view';

/** The admins' table of the team (search, sort) and its export. */
export async function teamTableRoutes(app: FastifyInstance): Promise<void> {
  const { storage } = app;
  adminTableRoute(app, {
    path: '/list',
    key: 'members',
    dto: teamMemberDtoSchema,
    query: membersQuery,
    view: teamView,
    toDto: (row) => teamMemberDto(storage, row),
  });
  csvExportRoute(app, { name: 'team', query: membersQuery, view: teamView, columns: teamCsv });
}
