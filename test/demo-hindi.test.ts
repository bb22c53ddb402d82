import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '#server/db/seed/demo';
import { adminSession } from './helpers/catalogue';
import { as } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

/** What a demo install shows on its Hindi pages (decision 045): the institute's Hindi. */
describe('the demo install in Hindi', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  const data = async (url: string) =>
    (await app.inject({ method: 'GET', url: `/api/v1${url}` })).json().data;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it("gives the settings' default texts their Hindi, keeping one an admin wrote", async () => {
    const before = await data('/settings');
    expect(before).toMatchObject({ taglineHi: null, addressHi: null, hoursHi: null });
    const admin = await adminSession(app);
    const written = await as(app, admin, {
      method: 'PATCH',
      url: '/api/v1/settings',
      payload: { hoursHi: 'सोमवार से शनिवार, सुबह 8 से शाम 6' },
    });
    expect(written.statusCode, written.body).toBe(200);

    expect(await seedDemoContent(app.db, app.storage)).toBe(true);
    const settings = await data('/settings');
    expect(settings).toMatchObject({
      tagline: before.tagline,
      taglineHi: expect.stringContaining('मेंटर'),
      addressHi: expect.stringContaining('प्रयागराज'),
      hoursHi: 'सोमवार से शनिवार, सुबह 8 से शाम 6',
      heroBadgeHi: expect.stringContaining('2024'),
    });
    for (const stat of settings.homeStats) expect(stat.labelHi).toMatch(/\p{Script=Devanagari}/u);
    for (const video of settings.videos) {
      expect(video.titleHi).toMatch(/\p{Script=Devanagari}/u);
      expect(video.descriptionHi).toMatch(/\p{Script=Devanagari}/u);
    }
  });

  it("gives the Python course's outline and learning points their Hindi", async () => {
    const { courses } = await data('/course?q=Python');
    const python = courses.find(
      (course: { courseTitle: string }) => course.courseTitle === 'Python Programming from Scratch',
    );
    const course = await data(`/course/singlecourse/${python._id}`);
    expect(course.outline.length).toBeGreaterThan(0);
    for (const module of course.outline) {
      expect(module.titleHi).toMatch(/\p{Script=Devanagari}/u);
      for (const lesson of module.lessons) expect(lesson.titleHi).toMatch(/\p{Script=Devanagari}/u);
    }
    expect(course.learningPointsHi).toHaveLength(course.learningPoints.length);
    for (const point of course.learningPointsHi) expect(point).toMatch(/\p{Script=Devanagari}/u);
  });

  it("gives every course's category, duration and language, and each classroom, their Hindi", async () => {
    const { courses } = await data('/course');
    expect(courses.length).toBeGreaterThan(1);
    for (const course of courses)
      for (const field of ['categoryHi', 'courseDurationHi', 'courseLanguageHi'])
        expect(course[field], `${course.courseTitle} ${field}`).toMatch(/\p{Script=Devanagari}/u);
    const python = courses.find(
      (course: { courseTitle: string }) => course.courseTitle === 'Python Programming from Scratch',
    );
    expect(python).toMatchObject({ categoryHi: 'प्रोग्रामिंग', courseDurationHi: '3 महीने' });
    const { batches } = await data(`/course/singlecourse/${python._id}`);
    const classrooms = batches.filter((batch: { mode: string }) => batch.mode === 'offline');
    expect(classrooms.length).toBeGreaterThan(0);
    for (const batch of classrooms) expect(batch.placeHi).toMatch(/\p{Script=Devanagari}/u);
  });
});
