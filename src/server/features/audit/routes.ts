import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '#common/format';
import { activityDtoSchema, activityEntities } from '#common/schemas/activity';
import type { AuditEntry } from '#server/db/schema';
import { adminTableRoute } from '../admin-table-route';
import { csvExportRoute, type CsvColumn } from '../csv-export';
import { matchesSearch, type ListView } from '../list-view';
import { auditQuery } from './repo';

export const activityView: ListView = {
  id: 'id',
  sorts: { date: 'created_at', admin: 'actor_name', action: 'action', entity: 'entity' },
  defaultSort: 'date',
  search: (db, q) => matchesSearch(db, 'audit_log', q),
  kind: { column: 'entity', values: activityEntities },
  date: 'created_at',
};

const activityCsv: CsvColumn<AuditEntry>[] = [
  { header: 'When', value: (row) => formatDateTime(row.created_at) },
  { header: 'Admin', value: (row) => row.actor_name },
  { header: 'Action', value: (row) => row.action },
  { header: 'What', value: (row) => row.entity },
  { header: 'Id', value: (row) => row.entity_id },
  { header: 'Summary', value: (row) => row.summary },
];

const activityDto = (row: AuditEntry) => ({
  _id: row.id,
  actorName: row.actor_name,
  action: row.action,
  entity: row.entity,
  entityId: row.entity_id,
  summary: row.summary,
  createdAt: row.created_at,
});

/** The Activity screen: every admin write, read-only (there is no route that changes it). */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  adminTableRoute(app, {
    path: '/',
    key: 'activity',
    dto: activityDtoSchema,
    query: auditQuery,
    view: activityView,
    toDto: activityDto,
  });

  csvExportRoute(app, {
    name: 'activity',
    query: auditQuery,
    view: activityView,
    columns: activityCsv,
  });
}
