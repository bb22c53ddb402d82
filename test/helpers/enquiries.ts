import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { makeAdmin, makeUser } from './factories';
import { as, logIn } from './requests';
import { createTestSite, startApp, type TestSite } from './test-app';

export const ADMIN_NAME = 'Meera Iyer';

export const contactForm = {
  name: 'Ravi Verma',
  email: 'ravi@example.com',
  subject: 'Python batch timings',
  message: 'Is there an evening batch for the Python course?',
};

export const registrationForm = {
  name: 'Priya Singh',
  classs: '9th',
  mode: 'online',
  school: 'St. Mary School',
  gender: 'female',
  DOB: '2011-03-21',
  fatherName: 'Arvind Singh',
  contact: '9876512345',
  Address: '14 Hazratganj',
  State: 'Uttar Pradesh',
  city: 'Lucknow',
};

export interface EnquirySite {
  site: TestSite;
  app: Awaited<ReturnType<typeof startApp>>;
  /** Session cookies of an admin (named ADMIN_NAME) and of a student. */
  admin: string;
  student: string;
  call: (cookie: string | undefined, options: InjectOptions) => ReturnType<typeof as>;
}

/** A fresh site for one test file, with an admin and a student logged in. */
export function enquirySite(): EnquirySite {
  const ctx = { call: (cookie, options) => as(ctx.app, cookie, options) } as EnquirySite;

  beforeAll(async () => {
    ctx.site = await createTestSite();
    ctx.app = await startApp(ctx.site);
    const admin = await makeAdmin(ctx.app.db, { userName: ADMIN_NAME });
    ctx.admin = await logIn(ctx.app, admin.user.email, admin.password);
    const student = await makeUser(ctx.app.db);
    ctx.student = await logIn(ctx.app, student.user.email, student.password);
  });

  afterAll(async () => {
    await ctx.app.close();
    await ctx.site.dispose();
  });

  return ctx;
}

/** Each call answers a visitor 401 and a student 403, changing nothing. */
export async function expectAdminsOnly(ctx: EnquirySite, calls: InjectOptions[]) {
  for (const call of calls) {
    const visitor = await ctx.call(undefined, call);
    expect(visitor.statusCode, `${call.method} ${call.url}`).toBe(401);
    expect(visitor.json()).toEqual({ success: false, message: 'Please log in to continue.' });
    const student = await ctx.call(ctx.student, call);
    expect(student.statusCode, `${call.method} ${call.url}`).toBe(403);
    expect(student.json()).toEqual({ success: false, message: 'Only admins can do this.' });
  }
}
