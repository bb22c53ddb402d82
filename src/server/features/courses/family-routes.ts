import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#common/schemas/envelope';
import {
  childAttendanceSchema,
  childClassesSchema,
  childCoursesSchema,
} from '#common/schemas/family';
import { childOrNotFound } from '../family-child';
import { idParams } from '../params';
import { myAttendance } from './classes/reports';
import { absencesOf, coursesOfStudent } from './family-repo';
import { classesOfPerson } from './timetable/repo';
import { entryOf } from './timetable/week';

/** How many classes ahead, and how many absences back, a child's page shows. */
const CLASSES_AHEAD = 30;
const ABSENCES_BACK = 10;

/**
 * A guardian's view of their child's classes, attendance and courses (decision 062), as the
 * student's own My Learning shows them; any other student is "not found".
 */
export async function courseFamilyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const access = { access: 'user' as const };

  api.get(
    '/family/:id/classes',
    {
      config: access,
      schema: { params: idParams, response: { 200: envelope(childClassesSchema) } },
    },
    async (request) => {
      const child = await childOrNotFound(db, request, request.params.id);
      const rows = await classesOfPerson(db, 'batch_students', child, app.today(), CLASSES_AHEAD);
      return { success: true, data: { classes: rows.map(entryOf) } };
    },
  );

  api.get(
    '/family/:id/attendance',
    {
      config: access,
      schema: { params: idParams, response: { 200: envelope(childAttendanceSchema) } },
    },
    async (request) => {
      const child = await childOrNotFound(db, request, request.params.id);
      const today = app.today();
      const absences = await absencesOf(db, child, today, ABSENCES_BACK);
      return {
        success: true,
        data: {
          ...(await myAttendance(db, child, today)),
          absences: absences.map((row) => ({
            heldOn: row.held_on,
            startTime: row.start_time,
            courseTitle: row.course_title,
          })),
        },
      };
    },
  );

  api.get(
    '/family/:id/courses',
    {
      config: access,
      schema: { params: idParams, response: { 200: envelope(childCoursesSchema) } },
    },
    async (request) => {
      const child = await childOrNotFound(db, request, request.params.id);
      const courses = await coursesOfStudent(db, child);
      return {
        success: true,
        data: {
          courses: courses.map((row) => ({
            courseId: row.id,
            courseTitle: row.course_title,
            courseTitleHi: row.course_title_hi,
            since: row.created_at,
          })),
        },
      };
    },
  );
}
