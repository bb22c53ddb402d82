import type { FastifyInstance } from 'fastify';
import { courseAdminRoutes } from './admin-routes';
import { batchClassRoutes } from './classes/batch-class-routes';
import { attendanceReportRoutes } from './classes/report-routes';
import { courseBatchRoutes } from './batch-routes';
import { catalogueRoutes } from './catalogue-routes';
import { courseDetailRoutes } from './detail-routes';
import { courseFamilyRoutes } from './family-routes';
import { courseResourceRoutes } from './resource-routes';
import { timetableRoutes } from './timetable/timetable-routes';
import { auditEntity } from '#server/plugins/audit';

export async function courseRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'course');
  await app.register(catalogueRoutes);
  await app.register(courseAdminRoutes);
  await app.register(courseResourceRoutes);
  await app.register(courseDetailRoutes);
  await app.register(courseBatchRoutes);
  await app.register(batchClassRoutes);
  await app.register(timetableRoutes);
  await app.register(attendanceReportRoutes);
  await app.register(courseFamilyRoutes);
}
