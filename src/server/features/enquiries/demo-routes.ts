import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_LANGUAGE } from '#common/languages';
import { demoBookingSchema, demoMessages } from '#common/schemas/demo-booking';
import { messageEnvelope } from '#common/schemas/envelope';
import { attemptLimits } from '#server/plugins/rate-limits';
import { bookDemo } from './demo-booking';

/**
 * "Book a demo class" on a course page (everyone): a lead marked Demo booked, alerted to the
 * institute, and a confirmation to the visitor's phone.
 */
export function demoRoutes() {
  return async (app: FastifyInstance): Promise<void> => {
    const { config, db } = app;
    app.withTypeProvider<ZodTypeProvider>().post(
      '/demo',
      {
        config: { access: 'public' },
        preHandler: attemptLimits(app, 'demo-booking', { perIp: config.DEMO_BOOKING_LIMIT_PER_IP }),
        schema: { body: demoBookingSchema, response: { 201: messageEnvelope } },
      },
      async (request, reply) => {
        const {
          website,
          courseId,
          batchId,
          name,
          phone,
          language = DEFAULT_LANGUAGE,
          whatsappUpdates = false,
        } = request.body;
        // A filled honeypot is a bot: it is told the class is booked, and nothing is kept or sent.
        if (!website?.trim()) {
          await bookDemo(
            db,
            { courseId, batchId: batchId || undefined, name, phone, language, whatsappUpdates },
            { notifications: app.notifications, publicUrl: config.PUBLIC_URL },
          );
        }
        return reply.code(201).send({ success: true, message: demoMessages.booked });
      },
    );
  };
}
