import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makeEnrollment, makeReview, makeUser } from './helpers/factories';
import { storeImage } from '#server/services/images';
import { adminSession } from './helpers/catalogue';
import { FILES_PER_PICTURE, pngImage } from './helpers/files';
import { as, logIn, multipart } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

const LOG_IN = { success: false, message: 'Please log in to continue.' };
const ADMINS_ONLY = { success: false, message: 'Only admins can do this.' };
const EMPTY = "can't send empty review";

describe('reviews', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  const newStudent = async () => {
    const { user, password } = await makeUser(app.db);
    return { user, cookie: await logIn(app, user.email, password) };
  };
  const send = (cookie: string | undefined, payload: object) =>
    as(app, cookie, { method: 'POST', url: '/api/v1/review/create', payload });
  const list = (cookie?: string, query = '') =>
    as(app, cookie, { method: 'GET', url: `/api/v1/review${query}` });
  const idsIn = async (cookie?: string, query = '') =>
    (await list(cookie, query)).json().data.data.map((r: { _id: string }) => r._id);
  const setStatus = (cookie: string | undefined, id: string, status: string) =>
    as(app, cookie, { method: 'PATCH', url: `/api/v1/review/${id}/status`, payload: { status } });
  const remove = (cookie: string | undefined, id: string) =>
    as(app, cookie, { method: 'DELETE', url: `/api/v1/review/${id}` });
  const rowCount = async () => (await app.db.selectFrom('reviews').select('id').execute()).length;

  it('asks visitors to log in and publishes a student review at once, with the profile picture', async () => {
    expect((await send(undefined, { message: 'Great' })).json()).toEqual(LOG_IN);
    expect((await send(undefined, { message: 'Great' })).statusCode).toBe(401);

    const { user, cookie } = await newStudent();
    const picture = await as(app, cookie, {
      method: 'PATCH',
      url: '/api/v1/user/updateImg',
      ...(await multipart({}, { profileImg: { name: 'me.png', data: await pngImage(300, 300) } })),
    });
    const { profileImg } = picture.json().data;
    expect(profileImg).toMatch(/^\/media\/profiles\//);

    const res = await send(cookie, {
      name: '',
      reviewImage: 'https://attacker.example/face.png',
      message: '  Patient mentors and real projects.  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Thank you for your review!',
      data: {
        _id: expect.any(String),
        name: user.user_name,
        postedAs: null,
        reviewImage: profileImg,
        message: 'Patient mentors and real projects.',
        rating: null,
        course: null,
        verified: false,
        status: 'published',
        createdAt: expect.any(String),
      },
    });
    const review = res.json().data;
    expect((await list()).json()).toEqual({ success: true, data: { data: [review] } });

    const other = await newStudent();
    const named = await send(other.cookie, { name: ' Ravi K. ', message: 'Good notes.' });
    expect(named.json().data).toMatchObject({
      name: other.user.user_name,
      postedAs: 'Ravi K.',
      reviewImage: '',
    });
  });

  it('shows the account’s name, marks a chosen one as such, and keeps Verified student', async () => {
    const course = await makeCourse(app, { course_title: 'Tally Prime' });
    const buyer = await newStudent();
    await makeEnrollment(app.db, buyer.user.id, course.id);
    const posted = await send(buyer.cookie, {
      name: 'Director, Vidya Computer Institute',
      message: 'Every student should take this course.',
      courseId: course.id,
    });
    expect(posted.statusCode).toBe(201);
    const shown = async () =>
      (await list())
        .json()
        .data.data.find((r: { _id: string }) => r._id === posted.json().data._id);
    expect(await shown()).toMatchObject({
      name: buyer.user.user_name,
      postedAs: 'Director, Vidya Computer Institute',
      verified: true,
      course: { _id: course.id, courseTitle: 'Tally Prime' },
    });
    // The account's name is read when the review is shown, as the picture is.
    const renamed = await as(app, buyer.cookie, {
      method: 'PATCH',
      url: '/api/v1/user/updateProfile',
      payload: { email: buyer.user.email, userName: 'Kiran Rao', mobileNo: '9876512345' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await shown()).toMatchObject({
      name: 'Kiran Rao',
      postedAs: 'Director, Vidya Computer Institute',
      verified: true,
    });
    // A review of the demo content has no account: its own name, nothing to mark.
    const demo = await makeReview(app.db, { name: 'Sunita (demo)' });
    const demoShown = (await list()).json().data.data.find((r: { _id: string }) => r._id === demo);
    expect(demoShown).toMatchObject({ name: 'Sunita (demo)', postedAs: null });
  });

  it.each([
    ['an empty message', { message: '' }],
    ['a message of spaces', { message: '   \n ' }],
    ['no message', { name: 'Asha' }],
  ])('refuses %s with its message, storing nothing', async (_, payload) => {
    const { cookie } = await newStudent();
    const before = await rowCount();
    const res = await send(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: EMPTY,
      errors: { message: EMPTY },
    });
    expect(await rowCount()).toBe(before);
  });

  it('marks a review verified only when its writer bought the course it names', async () => {
    const course = await makeCourse(app, { course_title: 'Python Basics' });
    const buyer = await newStudent();
    await makeEnrollment(app.db, buyer.user.id, course.id);
    const bought = await send(buyer.cookie, { message: 'Worth it.', courseId: course.id });
    expect(bought.statusCode).toBe(201);
    expect(bought.json().data).toMatchObject({
      course: { _id: course.id, courseTitle: 'Python Basics' },
      verified: true,
    });

    const visitor = await newStudent();
    const notBought = await send(visitor.cookie, { message: 'Looks good.', courseId: course.id });
    expect(notBought.json().data).toMatchObject({
      course: { _id: course.id, courseTitle: 'Python Basics' },
      verified: false,
    });

    const hiddenCourse = await makeCourse(app, { published: false });
    const before = await rowCount();
    for (const courseId of [hiddenCourse.id, 'no-such-course']) {
      const refused = await send(visitor.cookie, { message: 'Hmm.', courseId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        message: 'Choose a course from the list.',
        errors: { courseId: 'Choose a course from the list.' },
      });
    }
    expect(await rowCount()).toBe(before);

    await makeEnrollment(app.db, buyer.user.id, hiddenCourse.id);
    const unpublishedButBought = await send(buyer.cookie, {
      message: 'Still useful.',
      courseId: hiddenCourse.id,
    });
    expect(unpublishedButBought.json().data).toMatchObject({ verified: true });
  });

  it('lets only admins hide and show a review; hidden ones leave the public list', async () => {
    const { cookie } = await newStudent();
    const review = (await send(cookie, { message: 'Nice place.' })).json().data;

    expect((await setStatus(undefined, review._id, 'hidden')).json()).toEqual(LOG_IN);
    const refused = await setStatus(cookie, review._id, 'hidden');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(ADMINS_ONLY);
    expect(await idsIn()).toContain(review._id);

    const hidden = await setStatus(admin, review._id, 'hidden');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({
      success: true,
      message: 'Review hidden',
      data: { ...review, status: 'hidden' },
    });
    expect(await idsIn()).not.toContain(review._id);
    expect(await idsIn(cookie)).not.toContain(review._id);
    expect(await idsIn(admin)).toContain(review._id);

    const shown = await setStatus(admin, review._id, 'published');
    expect(shown.json()).toMatchObject({ message: 'Review published', data: review });
    expect(await idsIn()).toContain(review._id);

    const pending = await setStatus(admin, review._id, 'pending');
    expect(pending.statusCode).toBe(400);
    expect(pending.json()).toMatchObject({
      success: false,
      message: 'Choose published or hidden.',
    });
  });

  it('holds new reviews while the setting is on, until an admin publishes them', async () => {
    const hold = (on: boolean) =>
      as(app, admin, {
        method: 'PATCH',
        url: '/api/v1/settings',
        payload: { holdReviewsForApproval: on },
      });
    const { cookie } = await newStudent();
    expect((await hold(true)).json().data.holdReviewsForApproval).toBe(true);
    try {
      const res = await send(cookie, { message: 'Waiting to be seen.' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: 'Thank you! Your review will appear once the institute has seen it.',
        data: { status: 'pending' },
      });
      const { _id } = res.json().data;
      expect(await idsIn()).not.toContain(_id);
      expect(await idsIn(cookie)).not.toContain(_id);
      expect(await idsIn(admin)).toContain(_id);

      const approved = await setStatus(admin, _id, 'published');
      expect(approved.json().data.status).toBe('published');
      expect(await idsIn()).toContain(_id);
    } finally {
      await hold(false);
    }
    const later = await send(cookie, { message: 'Shown at once again.' });
    expect(later.json()).toMatchObject({
      message: 'Thank you for your review!',
      data: { status: 'published' },
    });
  });

  it('deletes a review with its own picture, for admins only', async () => {
    const { key } = await storeImage(app.storage, await pngImage(200, 200), 'reviews');
    const id = await makeReview(app.db, { review_image: key });
    const folder = path.join(site.dataDir, 'uploads', 'public', 'reviews');
    const files = async () => (await fs.readdir(folder).catch(() => [])).length;
    const filesBefore = await files();
    const { cookie } = await newStudent();

    expect((await remove(undefined, id)).statusCode).toBe(401);
    expect((await remove(cookie, id)).statusCode).toBe(403);
    const res = await remove(admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Deleted' });
    expect(await files()).toBe(filesBefore - FILES_PER_PICTURE);
    expect(await idsIn(admin)).not.toContain(id);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', 'bad%20id%3B']) {
      for (const res of [await setStatus(admin, id, 'hidden'), await remove(admin, id)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, message: 'Review not found.' });
      }
    }
  });

  it('lists the newest twenty without a page, and ten a page with Pages whatever the limit', async () => {
    await app.db.deleteFrom('reviews').execute();
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      const createdAt = new Date(base + i * 60_000).toISOString();
      ids.unshift(await makeReview(app.db, { createdAt }));
    }
    const hidden = await makeReview(app.db, { status: 'hidden' });

    expect(await idsIn()).toEqual(ids.slice(0, 20));
    expect((await list()).json().data.Pages).toBeUndefined();
    const first = (await list(undefined, '?page=1&limit=15')).json().data;
    expect(first.data.map((r: { _id: string }) => r._id)).toEqual(ids.slice(0, 10));
    expect(first.Pages).toBe(3);
    const third = (await list(undefined, '?page=3&limit=15')).json().data;
    expect(third.data.map((r: { _id: string }) => r._id)).toEqual(ids.slice(20));
    expect(third.Pages).toBe(3);

    const adminFirst = (await list(admin, '?page=1')).json().data;
    expect(adminFirst.data[0]._id).toBe(hidden);
    expect(adminFirst.Pages).toBe(3);
    expect((await list(admin, '?page=3')).json().data.data).toHaveLength(4);
  });
});
