import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completionIssuedSchema,
  completionIssueSchema,
  completionMessages,
  completionsDtoSchema,
} from '#common/schemas/course-completions';
import { envelope } from '#common/schemas/envelope';
import type { User } from '#server/db/schema';
import { noteAudit } from '#server/plugins/audit';
import { courseCompletions, issueFromCompletions } from './completions';

const courseParams = z.object({ courseId: z.string().min(1).max(100) });

/** The admin behind a request (the route's access guarantees one). */
const actorOf = (request: FastifyRequest): User => request.user as User;

/** A course's completion list, and certificates issued from it in one step (admins). */
export async function certificateCompletionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;
  const publicUrl = app.config.PUBLIC_URL;

  api.get(
    '/completions/:courseId',
    {
      config: { access: 'admin' },
      schema: { params: courseParams, response: { 200: envelope(completionsDtoSchema) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true,
        data: await courseCompletions(db, app.today(), request.params.courseId),
      };
    },
  );

  api.post(
    '/completions/:courseId',
    {
      config: { access: 'admin' },
      schema: {
        params: courseParams,
        body: completionIssueSchema,
        response: { 201: envelope(completionIssuedSchema) },
      },
    },
    async (request, reply) => {
      const { numbers, overrides } = await issueFromCompletions(
        {
          db,
          storage,
          publicUrl,
          actor: actorOf(request),
          today: app.today(),
          notifications: app.notifications,
        },
        request.params.courseId,
        request.body.students,
      );
      noteAudit(request, {
        summary: [`Issued from the completion list: ${numbers.join(', ')}`, ...overrides].join(
          '; ',
        ),
      });
      return reply
        .code(201)
        .send({ success: true, message: completionMessages.issued, data: { numbers } });
    },
  );
}
