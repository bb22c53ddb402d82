import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  certificateDetailSchema,
  certificateDtoSchema,
  certificateListQuerySchema,
} from '#common/schemas/certificates';
import { envelope } from '#common/schemas/envelope';
import { adminTableRoute } from '../admin-table-route';
import { csvExportRoute } from '../csv-export';
import { idParams } from '../params';
import { changesOf } from './events';
import { existingCertificate } from './lookup';
import { certificateDto, eventDto } from './mapper';
import { certificatesCsv, certificatesView } from './certificates-view';
import { certificatesQuery } from './repo';

/** The certificates table, its export, and one certificate with its history (admins). */
export async function certificateAdminReadRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const publicUrl = app.config.PUBLIC_URL;

  adminTableRoute(app, {
    path: '/',
    key: 'certificates',
    dto: certificateDtoSchema,
    query: certificatesQuery,
    view: certificatesView,
    toDto: (row) => certificateDto(publicUrl, row),
    querystring: certificateListQuerySchema,
  });

  csvExportRoute(app, {
    name: 'certificates',
    query: certificatesQuery,
    view: certificatesView,
    columns: certificatesCsv,
    querystring: certificateListQuerySchema,
  });

  api.get(
    '/single-certificate/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: envelope(certificateDetailSchema) } },
    },
    async (request) => {
      const row = await existingCertificate(db, request.params.id);
      const history = await changesOf(db, row.id);
      return {
        success: true,
        data: { ...certificateDto(publicUrl, row), history: history.map(eventDto) },
      };
    },
  );
}
