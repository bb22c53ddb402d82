import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '#server/db/seed/demo';
import { demoReviews } from '#server/db/seed/demo-content';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

describe('demo reviews', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    await seedDemoContent(app.db, app.storage);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('give the home testimonials published reviews with pictures, some naming a course', async () => {
    const { data } = (await app.inject({ method: 'GET', url: '/api/v1/review' })).json().data;
    expect(data.map((r: { name: string }) => r.name)).toEqual(demoReviews.map((r) => r.name));
    for (const review of data) {
      expect(review).toMatchObject({ status: 'published', verified: false });
      expect(review.reviewImage).toMatch(/^\/media\/reviews\/[\w-]+-\d+\.webp$/);
    }
    const named = data.filter((r: { course: unknown }) => r.course !== null);
    expect(named.length).toBeGreaterThanOrEqual(2);
    expect(named[0].course.courseTitle).toBe(demoReviews[0]!.course);
  });
});
