import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCourses } from '#server/db/seed/demo-content';
import { firstStart } from '#server/first-start';
import { openServices } from '#server/runtime';
import { createTestSite, type TestSite } from '../helpers/test-app';

describe('first start', () => {
  let site: TestSite;
  let services: Awaited<ReturnType<typeof openServices>>;
  const silent = { info: () => undefined, warn: () => undefined };
  const count = async (
    table: 'courses' | 'news' | 'blog_posts' | 'team_members' | 'reviews' | 'users',
  ) => {
    const row = await services.db
      .selectFrom(table)
      .select(services.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  beforeAll(async () => {
    site = await createTestSite({ SEED_DEMO: 'true', ADMIN_PASSWORD: 'Admin@12345' });
    services = await openServices(site.config, silent);
  });

  afterAll(async () => {
    await services.db.destroy();
    await site.dispose();
  });

  it('fills an empty site with demo content whose images exist in storage', async () => {
    await firstStart(services.db, services.storage, site.config, silent);
    expect(await count('courses')).toBeGreaterThanOrEqual(6);
    expect(await count('news')).toBeGreaterThanOrEqual(4);
    expect(await count('blog_posts')).toBeGreaterThanOrEqual(4);
    expect(await count('team_members')).toBeGreaterThanOrEqual(4);
    expect(await count('reviews')).toBeGreaterThanOrEqual(4);
    expect(await count('users')).toBe(1);

    const courses = await services.db.selectFrom('courses').selectAll().execute();
    expect(new Set(courses.map((c) => c.category)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(courses.map((c) => c.course_level))).toEqual(
      new Set(['Beginner', 'Intermediate', 'Advance']),
    );
    for (const course of courses) {
      expect(await services.storage.exists(`${course.course_thumbnail}-640.webp`)).toBe(true);
    }
  });

  it('adds nothing on later starts, even after the demo content is deleted', async () => {
    // A picture stored before its 960 px width existed gets it on the next start.
    const { course_thumbnail: picture } = await services.db
      .selectFrom('courses')
      .select('course_thumbnail')
      .executeTakeFirstOrThrow();
    await services.storage.remove(`${picture}-960.webp`);
    await firstStart(services.db, services.storage, site.config, silent);
    expect(await services.storage.exists(`${picture}-960.webp`)).toBe(true);
    expect(await count('courses')).toBe(demoCourses.length);
    await services.db.deleteFrom('courses').execute();
    await firstStart(services.db, services.storage, site.config, silent);
    expect(await count('courses')).toBe(0);
    expect(await count('users')).toBe(1);
  });

  it('leaves the site empty when SEED_DEMO is false', async () => {
    const bare = await createTestSite({ SEED_DEMO: 'false', ADMIN_PASSWORD: 'Admin@12345' });
    const bareServices = await openServices(bare.config, silent);
    try {
      await firstStart(bareServices.db, bareServices.storage, bare.config, silent);
      const courses = await bareServices.db.selectFrom('courses').select('id').execute();
      expect(courses).toEqual([]);
      const files = await fs.readdir(path.join(bare.dataDir, 'uploads')).catch(() => []);
      expect(files).toEqual([]);
    } finally {
      await bareServices.db.destroy();
      await bare.dispose();
    }
  });
});
