import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { listViewQuerySchema } from '#common/schemas/list-view';
import { teamMemberDtoSchema } from '#common/schemas/team';
import { csvExportRoute } from '../csv-export';
import { pageOfView } from '../list-view';
import { teamMemberDto } from './mapper';
import { membersQuery } from './repo';
import { teamCsv, teamView } from './team-view';

/** The admins' table of the team (search, sort) and its export. */
export async function teamTableRoutes(app: FastifyInstance): Promise<void> {
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
              members: z.array(teamMemberDtoSchema),
              Pages: z.number(),
              total: z.number(),
              more: z.boolean().optional(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { rows, pages, total, more } = await pageOfView(
        db,
        membersQuery(db),
        teamView,
        request.query,
      );
      return {
        success: true,
        data: {
          members: rows.map((row) => teamMemberDto(storage, row)),
          Pages: pages,
          total,
          more,
        },
      };
    },
  );

  csvExportRoute(app, { name: 'team', query: membersQuery, view: teamView, columns: teamCsv });
}
