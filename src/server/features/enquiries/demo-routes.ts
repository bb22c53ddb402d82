import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BatchDto } from '#common/schemas/batches';
import { batchSchedule } from '#common/batches';
import { demoBookingSchema, demoMessages } from '#common/schemas/demo-booking';
import { messageEnvelope } from '#common/schemas/envelope';
import { formatDate } from '#common/format';
import type { Db } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { attemptLimits } from '../../plugins/rate-limits';
import { insertContact, type DemoContact } from './contact-repo';
import { demoNotice, type EnquiryMail } from './mail';

/** The published course and, when one was chosen, its batch as people read it. */
async function bookingTarget(db: Db, courseId: string, batchId: string | undefined) {
  const course = await db
    .selectFrom('courses')
    .select(['id', 'course_title'])
    .where('id', '=', courseId)
    .where('is_publish', '=', 1)
    .executeTakeFirst();
  if (!course) throw new HttpError(404, demoMessages.courseMissing);
  if (!batchId) return { course, batch: 'Any batch' };
  const batch = await db
    .selectFrom('course_batches')
    .selectAll()
    .where('id', '=', batchId)
    .where('course_id', '=', course.id)
    .executeTakeFirst();
  if (!batch) throw new HttpError(400, demoMessages.batch, { batchId: demoMessages.batch });
  if (batch.seats_taken >= batch.seats)
    throw new HttpError(409, demoMessages.batchFull, { batchId: demoMessages.batchFull });
  const schedule = batchSchedule({
    days: batch.days.split(',') as BatchDto['days'],
    startTime: batch.start_time,
    endTime: batch.end_time,
  });
  const starts = formatDate(`${batch.starts_on}T12:00:00+05:30`);
  return { course, batch: `${batch.mode} batch from ${starts}, ${schedule}` };
}

/** "Book a demo class" on a course page (everyone): a lead marked Demo booked, mailed to the institute. */
export function demoRoutes(mail: EnquiryMail) {
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
        const { website, courseId, batchId, name, phone } = request.body;
        // A filled honeypot is a bot: it is told the class is booked, and nothing is kept or sent.
        if (!website?.trim()) {
          const { course, batch } = await bookingTarget(db, courseId, batchId || undefined);
          const demo: DemoContact = {
            name,
            email: '',
            phone,
            course_id: course.id,
            status: 'demo_booked',
            subject: `Demo class: ${course.course_title}`,
            message: `Preferred batch: ${batch}`,
          };
          await insertContact(db, demo);
          mail.later(request, (site) => [demoNotice(site, demo, config.PUBLIC_URL)]);
        }
        return reply.code(201).send({ success: true, message: demoMessages.booked });
      },
    );
  };
}
