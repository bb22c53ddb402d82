import { batchSchedule } from '#common/batches';
import { formatCalendarDate } from '#common/format';
import { demoMessages } from '#common/schemas/demo-booking';
import type { Db } from '#server/db/database';
import { HttpError } from '#server/plugins/errors';
import { insertContact, type DemoContact } from './contact-repo';
import { findCourseBatch, findPublishedCourse } from './demo-repo';

/** The published course and, when one was chosen, its batch as people read it. */
async function bookingTarget(db: Db, courseId: string, batchId: string | undefined) {
  const course = await findPublishedCourse(db, courseId);
  if (!course) throw new HttpError(404, demoMessages.courseMissing);
  if (!batchId) return { course, batch: 'Any batch' };
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
  return { course, batch: `${batch.mode} batch from ${starts}, ${schedule}` };
}

/** Keeps a demo class booked from a course page as a lead marked Demo booked; answers it. */
export async function bookDemo(
  db: Db,
  booking: { courseId: string; batchId: string | undefined; name: string; phone: string },
): Promise<DemoContact> {
  const { course, batch } = await bookingTarget(db, booking.courseId, booking.batchId);
  const demo: DemoContact = {
    name: booking.name,
    email: '',
    phone: booking.phone,
    course_id: course.id,
    status: 'demo_booked',
    subject: `Demo class: ${course.course_title}`,
    message: `Preferred batch: ${batch}`,
  };
  await insertContact(db, demo);
  return demo;
}
