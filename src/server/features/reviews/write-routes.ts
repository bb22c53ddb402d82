import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#common/schemas/envelope';
import { reviewCreateSchema, reviewDtoSchema } from '#common/schemas/reviews';
import { reviewMessages } from '#common/reviews';
import { getSiteSettings } from '#server/db/site-settings';
import { attemptLimits } from '#server/plugins/rate-limits';
import { currentUser } from '#server/plugins/sessions';
import { existingReview, namedCourseId } from './lookup';
import { reviewDto } from './mapper';
import { insertReview } from './repo';

/** Writing a review (logged-in users). */
export async function reviewWriteRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;

  api.post(
    '/create',
    {
      config: { access: 'user' },
      schema: { body: reviewCreateSchema, response: { 201: envelope(reviewDtoSchema) } },
      preHandler: attemptLimits(app, 'review', { perUser: app.config.REVIEW_LIMIT_PER_USER }),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { name, message, courseId, rating } = request.body;
      const course_id = await namedCourseId(db, user.id, courseId);
      const held = (await getSiteSettings(db)).holdReviewsForApproval;
      // The picture is the reviewer's profile picture, read when shown: `reviewImage` is not used.
      const id = await insertReview(db, {
        user_id: user.id,
        course_id,
        name: name || user.user_name,
        review_image: null,
        message,
        rating: rating ?? null,
        status: held ? 'pending' : 'published',
      });
      return reply.code(201).send({
        success: true,
        message: held ? reviewMessages.held : reviewMessages.sent,
        data: reviewDto(storage, await existingReview(db, id)),
      });
    },
  );
}
