import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaToday } from '#server/db/time';
import { adminSession } from '../helpers/catalogue';
import { makeCourse, makeReview } from '../helpers/factories';
import { as } from '../helpers/requests';
import type { TestSite } from '../helpers/test-app';
import { ldOfType, pageParts } from './page-parts';
import { startSeoSite } from './seo-site';

/** A day `days` from today in India, YYYY-MM-DD. */
const dayFromToday = (days: number) => {
  const day = new Date(`${indiaToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

describe("a course page's course info for search engines", () => {
  let site: TestSite;
  let app: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
    admin = await adminSession(app);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  const coursePage = async (id: string) => {
    const res = await app.inject({ method: 'GET', url: `/course-detail/${id}` });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const addBatch = async (courseId: string, batch: object) => {
    const res = await as(app, admin, {
      method: 'POST',
      url: `/api/v1/course/batches/${courseId}`,
      payload: { seats: 20, seatsTaken: 0, ...batch },
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('runs each upcoming batch as an instance with its mode and weekly schedule', async () => {
    const course = await makeCourse(app, { course_mode: 'both', course_duration: '3 Months' });
    const startsOn = dayFromToday(10);
    await addBatch(course.id, {
      startsOn: dayFromToday(-30),
      days: ['Mon'],
      startTime: '09:00',
      endTime: '10:00',
      mode: 'offline',
      place: 'Civil Lines',
    });
    await addBatch(course.id, {
      startsOn,
      days: ['Mon', 'Wed', 'Fri'],
      startTime: '18:30',
      endTime: '20:00',
      mode: 'online',
      place: 'https://meet.example/python',
    });
    const end = new Date(`${startsOn}T00:00:00Z`);
    end.setUTCMonth(end.getUTCMonth() + 3);
    end.setUTCDate(end.getUTCDate() - 1);

    const data = ldOfType(await coursePage(course.id), 'Course');
    expect(data.hasCourseInstance).toEqual([
      {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        courseSchedule: {
          '@type': 'Schedule',
          repeatFrequency: 'Weekly',
          repeatCount: 13,
          byDay: [
            'https://schema.org/Monday',
            'https://schema.org/Wednesday',
            'https://schema.org/Friday',
          ],
          duration: 'PT1H30M',
          startDate: startsOn,
          endDate: end.toISOString().slice(0, 10),
          startTime: '18:30',
          endTime: '20:00',
          scheduleTimezone: 'Asia/Kolkata',
        },
        courseWorkload: 'P3M',
      },
    ]);
  });

  it("without a batch to come, gives one instance in the course's mode and length", async () => {
    for (const [mode, courseMode] of [
      ['online', 'Online'],
      ['offline', 'Onsite'],
      ['both', 'Blended'],
    ] as const) {
      const course = await makeCourse(app, { course_mode: mode, course_duration: '6 Weeks' });
      expect(ldOfType(await coursePage(course.id), 'Course').hasCourseInstance, mode).toEqual([
        { '@type': 'CourseInstance', courseMode, courseWorkload: 'P6W' },
      ]);
    }
  });

  it('rates the course from its shown reviews, and shows the same average on the page', async () => {
    const course = await makeCourse(app, { course_title: 'Rated Python' });
    const other = await makeCourse(app);
    const review = (rating: number | null, status: 'published' | 'hidden' = 'published') =>
      makeReview(app.db, { course_id: course.id, rating, status });
    await review(5);
    await review(4);
    await review(4);
    await review(null);
    await review(1, 'hidden');
    await makeReview(app.db, { course_id: other.id, rating: 1 });

    const html = await coursePage(course.id);
    expect(ldOfType(html, 'Course').aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      ratingCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    const text = pageParts(html).appText;
    expect(text).toContain('Student reviews');
    expect(text).toContain('4.3 out of 5 from 3 ratings · 4 reviews');
    expect(pageParts(html).app).toContain('aria-label="Rated 4.3 out of 5"');
  });

  it('carries no rating while no shown review gives stars', async () => {
    const course = await makeCourse(app);
    await makeReview(app.db, { course_id: course.id, rating: null });
    await makeReview(app.db, { course_id: course.id, rating: 5, status: 'hidden' });
    const html = await coursePage(course.id);
    expect(ldOfType(html, 'Course')).not.toHaveProperty('aggregateRating');
    expect(pageParts(html).appText).toContain('Student reviews');
    expect(pageParts(html).appText).not.toContain('out of 5');
  });
});
