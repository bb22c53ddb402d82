import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { courseOutlineSchema, outlineMessages } from '#common/schemas/course-outline';
import { courseDtoSchema } from '#common/schemas/courses';
import { envelope } from '#common/schemas/envelope';
import { noteAudit } from '#server/plugins/audit';
import { about, changeSummary } from '#server/plugins/audit-summary';
import { courseAuditFields } from './audit-fields';
import { hindiColumns } from '../hindi-columns';
import { existingCourse, found, idParams } from './lookup';
import { courseDto, viewingOf } from './mapper';
import { applyOutline, rewriteOutline } from './lessons/repo';
import { findCourse, updateCourse } from './repo';

/** A course's outline and highlights (admins write; the course page reads). */
export async function courseDetailRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;
  const admin = { access: 'admin' } as const;

  api.put(
    '/outline/:id',
    {
      config: admin,
      schema: {
        params: idParams,
        body: courseOutlineSchema,
        response: { 200: envelope(courseDtoSchema) },
      },
    },
    async (request) => {
      const { modules, learningPoints, prerequisites, audience } = request.body;
      const { learningPointsHi, prerequisitesHi, audienceHi } = request.body;
      const before = await existingCourse(db, request.params.id);
      const changes = {
        outline: JSON.stringify(modules),
        learning_points: JSON.stringify(learningPoints),
        learning_points_hi: JSON.stringify(learningPointsHi),
        prerequisites,
        audience,
        ...hindiColumns({ prerequisites_hi: prerequisitesHi, audience_hi: audienceHi }),
      };
      await updateCourse(db, before.id, changes);
      // The modules and lessons are the structure (decision 065): the form's titles and lengths
      // go to them, and the outline is written back from them.
      await applyOutline(db, before.id, modules);
      await rewriteOutline(db, before.id);
      const course = found(await findCourse(db, before.id));
      noteAudit(request, {
        summary: about(
          before.course_title,
          changeSummary(before, changes, courseAuditFields) || 'No change',
        ),
      });
      return {
        success: true,
        message: outlineMessages.saved,
        data: await courseDto(db, storage, viewingOf(request), course),
      };
    },
  );
}
