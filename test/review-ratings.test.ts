import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makeReview, makeUser } from './helpers/factories';
import { as, logIn } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

const RATING = 'Choose from 1 to 5 stars.';

describe('review ratings', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let cookie: string;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    const { user, password } = await makeUser(app.db);
    cookie = await logIn(app, user.email, password);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  const send = (payload: object) =>
    as(app, cookie, { method: 'POST', url: '/api/v1/review/create', payload });
  const courseReviews = async (courseId: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/review/course/${courseId}` });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('keeps a rating of 1 to 5 stars given with a review, and none when none is given', async () => {
    const course = await makeCourse(app);
    const rated = await send({ message: 'Clear and patient.', courseId: course.id, rating: 4 });
    expect(rated.statusCode).toBe(201);
    expect(rated.json().data).toMatchObject({ rating: 4, course: { _id: course.id } });
    const stored = await app.db
      .selectFrom('reviews')
      .select('rating')
      .where('id', '=', rated.json().data._id)
      .executeTakeFirstOrThrow();
    expect(stored.rating).toBe(4);

    const unrated = await send({ message: 'Good notes.' });
    expect(unrated.statusCode).toBe(201);
    expect(unrated.json().data.rating).toBeNull();
    const listed = (await app.inject({ method: 'GET', url: '/api/v1/review' })).json().data.data;
    expect(listed.map((r: { rating: number | null }) => r.rating)).toEqual([null, 4]);
  });

  it('refuses a rating that is not a whole number of stars from 1 to 5, under the field', async () => {
    const before = await app.db.selectFrom('reviews').select('id').execute();
    for (const rating of [0, 6, 3.5, -1, '4', null]) {
      const res = await send({ message: 'Fine.', rating });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().errors, String(rating)).toEqual({ rating: RATING });
    }
    expect(await app.db.selectFrom('reviews').select('id').execute()).toHaveLength(before.length);
  });

  it('keeps the database from holding a rating out of range', async () => {
    for (const rating of [0, 6]) await expect(makeReview(app.db, { rating })).rejects.toThrow();
  });

  it('lists the shown reviews naming a course with their average and counts', async () => {
    const course = await makeCourse(app);
    const other = await makeCourse(app);
    const at = (minute: number) => `2026-01-01T10:0${minute}:00.000Z`;
    const first = await makeReview(app.db, { course_id: course.id, rating: 5, createdAt: at(1) });
    const second = await makeReview(app.db, { course_id: course.id, rating: 2, createdAt: at(2) });
    const third = await makeReview(app.db, {
      course_id: course.id,
      rating: null,
      createdAt: at(3),
    });
    await makeReview(app.db, { course_id: course.id, rating: 1, status: 'hidden' });
    await makeReview(app.db, { course_id: course.id, rating: 1, status: 'pending' });
    await makeReview(app.db, { course_id: other.id, rating: 1 });
    await makeReview(app.db, { rating: 1 });

    const answer = await courseReviews(course.id);
    expect(answer).toMatchObject({ reviewCount: 3, ratingCount: 2, average: 3.5 });
    expect(answer.data.map((r: { _id: string }) => r._id)).toEqual([third, second, first]);
    expect(answer.data[1]).toMatchObject({ rating: 2, status: 'published' });

    const unreviewed = await makeCourse(app);
    expect(await courseReviews(unreviewed.id)).toEqual({
      data: [],
      reviewCount: 0,
      ratingCount: 0,
      average: null,
    });
  });

  it('rounds the average to one decimal', async () => {
    const course = await makeCourse(app);
    for (const rating of [5, 4, 4]) await makeReview(app.db, { course_id: course.id, rating });
    expect(await courseReviews(course.id)).toMatchObject({ ratingCount: 3, average: 4.3 });
  });
});
