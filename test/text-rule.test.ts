import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse } from '../src/server/db/factories';
import { adminSession } from './helpers/catalogue';
import { pdfFile } from './helpers/files';
import { as, logIn, multipart, registerStudent, student } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

const NUL = '\u0000';
const refusal = { success: false, message: 'Text must not contain control characters.' };

describe('control characters in what clients send', () => {
  let site: TestSite;
  let app: FastifyInstance;
  let admin: string;
  let learner: string;
  let courseId: string;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
    await registerStudent(app);
    learner = await logIn(app, student.email, student.password);
    courseId = (await makeCourse(app)).id;
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  const expectRefused = (res: { statusCode: number; json: () => unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...refusal, errors: { [field]: refusal.message } });
  };

  it('refuses a NUL in JSON bodies: login, forgot password, profile, checkout, course edit', async () => {
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: `a${NUL}@example.com`, password: 'x' },
      }),
      'email',
    );
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/api/v1/user/forget-password',
        payload: { email: `${NUL}asha@example.com` },
      }),
      'email',
    );
    expectRefused(
      await as(app, learner, {
        method: 'PATCH',
        url: '/api/v1/user/updateProfile',
        payload: { email: student.email, userName: `Asha${NUL}`, mobileNo: student.mobileNo },
      }),
      'userName',
    );
    expectRefused(
      await as(app, learner, {
        method: 'POST',
        url: '/api/v1/payment/checkout',
        payload: { courseId: `${courseId}${NUL}` },
      }),
      'courseId',
    );
    const edit = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/course/edit/${courseId}`,
      payload: { courseTitle: 'Python', subTitle: { nested: [`x${NUL}`] } },
    });
    expectRefused(edit, 'subTitle.nested.0');
  });

  it('refuses a NUL in route params and query strings', async () => {
    expectRefused(
      await app.inject({ method: 'GET', url: `/api/v1/course/singlecourse/${courseId}%00` }),
      'id',
    );
    expectRefused(
      await as(app, admin, { method: 'GET', url: '/api/v1/course/courses?page=1%00' }),
      'page',
    );
  });

  it('refuses a NUL in multipart fields and file names: register, e-book title', async () => {
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/api/v1/user/register',
        ...(await multipart({ ...student, email: 'ravi@example.com', userName: `Ravi${NUL}` })),
      }),
      'userName',
    );
    expectRefused(
      await as(app, admin, {
        method: 'POST',
        url: `/api/v1/course/addEbook/${courseId}`,
        ...(await multipart(
          { title: `Book${NUL}` },
          { ebookUrl: { name: 'book.pdf', data: pdfFile() } },
        )),
      }),
      'title',
    );
    expectRefused(
      await as(app, admin, {
        method: 'POST',
        url: `/api/v1/course/addEbook/${courseId}`,
        ...(await multipart(
          { title: 'Book' },
          { ebookUrl: { name: `bo${NUL}ok.pdf`, data: pdfFile() } },
        )),
      }),
      'ebookUrl',
    );
    const ebooks = await app.inject({ method: 'GET', url: `/api/v1/course/Ebook/${courseId}` });
    expect(ebooks.json().data.ebooks).toEqual([]);
  });

  it('keeps tabs and new lines, which forms do send', async () => {
    const res = await as(app, learner, {
      method: 'PATCH',
      url: '/api/v1/user/updateProfile',
      payload: { email: student.email, userName: 'Asha\tKumari', mobileNo: student.mobileNo },
    });
    expect(res.statusCode).toBe(200);
  });

  it('treats a session cookie holding a NUL as no session', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: { cookie: 'sid=abc%00def' },
    });
    expect(res.statusCode).toBe(401);
  });
});
