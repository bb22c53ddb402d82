import type { FastifyInstance } from 'fastify';
import { batchSchedule } from '#common/batches';
import { formatCalendarDate, formatPhone } from '#common/format';
import type { Language } from '#common/languages';
import { demoMessages } from '#common/schemas/demo-booking';
import type { Db } from '#server/db/database';
import { getSiteSettings } from '#server/db/site-settings';
import { HttpError } from '#server/plugins/errors';
import { insertContact, type DemoContact } from './contact-repo';
import { findCourseBatch, findPublishedCourse } from './demo-repo';
import { adminList, office } from './mail';
import { optInWhatsApp } from './whatsapp-updates';

/**
 * The published course and, when one was chosen, its batch as people read it, with its first day
 * and its days and hours (empty for any batch).
 */
async function bookingTarget(db: Db, courseId: string, batchId: string | undefined) {
  const course = await findPublishedCourse(db, courseId);
  if (!course) throw new HttpError(404, demoMessages.courseMissing);
  if (!batchId) return { course, batch: 'Any batch', date: '', time: '' };
  const batch = await findCourseBatch(db, course.id, batchId);
  if (!batch) throw new HttpError(400, demoMessages.batch, { batchId: demoMessages.batch });
  if (batch.seats_taken >= batch.seats)
    throw new HttpError(409, demoMessages.batchFull, { batchId: demoMessages.batchFull });
  const schedule = batchSchedule({
    days: batch.days.split(','),
    startTime: batch.start_time,
    endTime: batch.end_time,
  });
  const starts = formatCalendarDate(batch.starts_on);
  return {
    course,
    batch: `${batch.mode} batch from ${starts}, ${schedule}`,
    date: starts,
    time: schedule,
  };
}

/**
 * Keeps a demo class booked from a course page as a lead marked Demo booked and, in the same
 * transaction, queues the visitor's confirmation (WhatsApp, else SMS) in the page's language and
 * the office's alert, and records their opt-in to WhatsApp updates when they ticked it.
 */
export async function bookDemo(
  db: Db,
  booking: {
    courseId: string;
    batchId: string | undefined;
    name: string;
    phone: string;
    language: Language;
    whatsappUpdates: boolean;
  },
  {
    notifications,
    publicUrl,
  }: { notifications: FastifyInstance['notifications']; publicUrl: string },
): Promise<void> {
  const { course, batch, date, time } = await bookingTarget(db, booking.courseId, booking.batchId);
  const site = await getSiteSettings(db);
  const demo: DemoContact = {
    name: booking.name,
    email: '',
    phone: booking.phone,
    course_id: course.id,
    status: 'demo_booked',
    subject: `Demo class: ${course.course_title}`,
    message: `Preferred batch: ${batch}`,
  };
  await db.transaction().execute(async (trx) => {
    await insertContact(trx, demo);
    if (booking.whatsappUpdates) await optInWhatsApp(trx, notifications, booking.phone);
    await notifications.enqueue(trx, {
      event: 'demo-booked',
      values: {
        name: booking.name,
        course: course.course_title,
        date,
        time,
        institute: site.name,
        address: site.address,
        addressHi: site.addressHi ?? '',
      },
      recipients: [
        { role: 'visitor', name: booking.name, language: booking.language, phone: booking.phone },
      ],
    });
    await notifications.enqueue(trx, {
      event: 'demo-alert',
      values: {
        name: booking.name,
        phone: formatPhone(booking.phone),
        course: course.course_title,
        batch,
        link: adminList(publicUrl, 'contacts'),
      },
      recipients: [office(site)],
    });
  });
  notifications.wake();
}
