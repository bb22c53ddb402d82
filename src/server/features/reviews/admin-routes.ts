import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import { reviewDtoSchema, reviewStatusUpdateSchema } from '#common/schemas/reviews';
import { noteAudit } from '#server/plugins/audit';
import { about, changeSummary } from '#server/plugins/audit-summary';
import { removeImage } from '#server/services/images';
import { idParams } from '../params';
import { existingReview } from './lookup';
import { reviewDto } from './mapper';
import { deleteReview, updateReviewStatus } from './repo';

/** Showing, hiding and deleting reviews (admins). */
export async function reviewAdminRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;

  api.patch(
    '/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: reviewStatusUpdateSchema,
        response: { 200: envelope(reviewDtoSchema) },
      },
    },
    async (request) => {
      const review = await existingReview(db, request.params.id);
      const { status } = request.body;
      await updateReviewStatus(db, review.id, status);
      noteAudit(request, {
        summary: about(review.name, changeSummary(review, { status }) || 'No change'),
      });
      return {
        success: true,
        message: status === 'published' ? 'Review published' : 'Review hidden',
        data: reviewDto(storage, await existingReview(db, review.id)),
      };
    },
  );

  api.delete(
    '/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const review = await existingReview(db, request.params.id);
      await deleteReview(db, review.id);
      if (review.review_image) await removeImage(storage, review.review_image);
      noteAudit(request, { summary: about(review.name, `${review.status}: ${review.message}`) });
      return { success: true, message: 'Deleted' };
    },
  );
}
