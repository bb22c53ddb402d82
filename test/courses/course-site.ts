import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { makeUser } from '../helpers/factories';
import { adminSession } from '../helpers/catalogue';
import { logIn } from '../helpers/requests';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

/** A course's fields as the admin's form sends them (the price in rupees). */
export const fields = {
  courseTitle: 'Spoken English for Coders',
  subTitle: 'Explain your code clearly in interviews and stand-ups.',
  category: 'Soft Skills',
  coursePrice: '2499.50',
  description: 'Practice explaining programs, designs and bugs out loud, in English.',
  courseLevel: 'Beginner',
  courseDuration: '6 Weeks',
  courseLanguage: 'English',
  instructor: 'Meera Iyer',
};

export interface CourseSite {
  site: TestSite;
  app: Awaited<ReturnType<typeof startApp>>;
  /** The admin's session cookie. */
  admin: string;
  /** A new student, logged in: their id and session cookie. */
  newStudent(): Promise<{ id: string; cookie: string }>;
  /** The files stored under a folder of the site's uploads, sorted. */
  filesUnder(dir: string): Promise<string[]>;
}

/**
 * A fresh site with one logged-in admin, for one test file (or one describe block); `options`
 * give its configuration and the app's own (a clock, say).
 */
export function courseSite(
  options: {
    config?: () => Parameters<typeof createTestSite>[0];
    app?: Parameters<typeof startApp>[1];
  } = {},
): CourseSite {
  const ctx = {
    async newStudent() {
      const { user, password } = await makeUser(ctx.app.db);
      return { id: user.id, cookie: await logIn(ctx.app, user.email, password) };
    },
    async filesUnder(dir: string) {
      const full = path.join(ctx.site.dataDir, 'uploads', dir);
      return (await fs.readdir(full, { recursive: true }).catch(() => [])).sort();
    },
  } as CourseSite;

  beforeAll(async () => {
    ctx.site = await createTestSite(options.config?.());
    ctx.app = await startApp(ctx.site, options.app);
    ctx.admin = await adminSession(ctx.app);
  });

  afterAll(async () => {
    await ctx.app.close();
    await ctx.site.dispose();
  });

  return ctx;
}
