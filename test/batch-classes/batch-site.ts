import { makeAdmin, makeCourse } from '../helpers/factories';
import { as } from '../helpers/requests';
import type { CourseSite } from '../courses/course-site';

/** A Mon/Wed/Fri evening batch from Monday 6 July 2026, in a classroom unless told otherwise. */
export const eveningBatch = {
  startsOn: '2026-07-06',
  days: ['Mon', 'Wed', 'Fri'],
  startTime: '18:00',
  endTime: '19:30',
  mode: 'offline',
  seats: 20,
  seatsTaken: 0,
  place: 'Room 2, Hazratganj, Lucknow',
};

export function batchRequests(ctx: CourseSite) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    cookie = ctx.admin,
  ) =>
    as(ctx.app, cookie, { method, url: `/api/v1/course${url}`, ...(payload ? { payload } : {}) });
  return {
    call,
    async newBatch(fields: Partial<typeof eveningBatch> = {}) {
      const course = await makeCourse(ctx.app);
      const res = await call('POST', `/batches/${course.id}`, { ...eveningBatch, ...fields });
      if (res.statusCode !== 201) throw new Error(res.body);
      return { id: res.json().data._id as string, courseTitle: course.course_title };
    },
    async newTrainer(userName = 'Trainer') {
      return (await makeAdmin(ctx.app.db, { userName })).user;
    },
    async generate(batchId: string, from: string, to: string) {
      return call('POST', `/batch/${batchId}/sessions`, { from, to });
    },
    async setHolidays(holidays: { date: string; name: string }[]) {
      const res = await as(ctx.app, ctx.admin, {
        method: 'PATCH',
        url: '/api/v1/settings',
        payload: { holidays },
      });
      if (res.statusCode !== 200) throw new Error(res.body);
    },
  };
}
