import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse } from './helpers/factories';
import { adminSession } from './helpers/catalogue';
import { contactForm, registrationForm } from './helpers/enquiries';
import { pdfFile } from './helpers/files';
import { as, logIn, multipart, registerStudent, student } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

const NUL = '\u0000';
const courseFields = {
  courseTitle: 'Python',
  subTitle: 'From zero to scripts',
  category: 'Programming',
  coursePrice: '4999',
  description: 'Variables, loops and files.',
  courseLevel: 'Beginner',
  courseDuration: '3 months',
  courseLanguage: 'Hindi',
  instructor: 'Meera Iyer',
};
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

  it('keeps tabs and new lines in text of several lines, which forms do send', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/create',
      payload: { ...contactForm, message: 'Two questions:\r\n\t1. Fees\n\t2. Timings' },
    });
    expect(res.statusCode).toBe(201);
    const edit = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/course/edit/${courseId}`,
      payload: { ...courseFields, description: 'First line.\r\nSecond line.' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
  });

  describe('one-line fields', () => {
    const oneLine = {
      success: false,
      message: 'Write this on one line, without line breaks, tabs or other control characters.',
    };
    const expectOneLine = (res: { statusCode: number; json: () => unknown }, field: string) => {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ...oneLine, errors: { [field]: oneLine.message } });
    };
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/v1${url}`, payload });

    it.each([
      ['a CR LF (a mail header injection)', 'Ravi\r\nBcc: many@example.com'],
      ['a line feed', 'Ravi\nVerma'],
      ['a tab', 'Ravi\tVerma'],
      ['a C1 control (NEL)', 'Ravi\u0085Verma'],
      ['a line separator', 'Ravi\u2028Verma'],
      ['a right-to-left override', 'Ravi\u202eamreV'],
      ['a bidi isolate', 'Ravi\u2067Verma'],
    ])('refuses %s in the contact form’s name and subject, storing nothing', async (_, text) => {
      const before = await app.db.selectFrom('contact_queries').select('id').execute();
      expectOneLine(await post('/contact/create', { ...contactForm, name: text }), 'name');
      expectOneLine(await post('/contact/create', { ...contactForm, subject: text }), 'subject');
      expect(await app.db.selectFrom('contact_queries').select('id').execute()).toEqual(before);
    });

    it('refuses them in every public form’s one-line fields', async () => {
      expectOneLine(await post('/register', { ...registrationForm, city: 'Lucknow\r\nX' }), 'city');
      expectOneLine(
        await post('/register', { ...registrationForm, fatherName: 'Arvind\u2029Singh' }),
        'fatherName',
      );
      expectOneLine(
        await post('/contact/demo', { courseId, name: 'Ravi\nVerma', phone: '9876512345' }),
        'name',
      );
      expectOneLine(
        await app.inject({
          method: 'POST',
          url: '/api/v1/user/register',
          ...(await multipart({ ...student, email: 'ravi@example.com', userName: 'Ravi\nVerma' })),
        }),
        'userName',
      );
      expect(await app.db.selectFrom('student_registrations').select('id').execute()).toEqual([]);
    });

    it('refuses them in a student’s own fields: profile name, review name', async () => {
      expectOneLine(
        await as(app, learner, {
          method: 'PATCH',
          url: '/api/v1/user/updateProfile',
          payload: { email: student.email, userName: 'Asha\tKumari', mobileNo: student.mobileNo },
        }),
        'userName',
      );
      expectOneLine(
        await as(app, learner, {
          method: 'POST',
          url: '/api/v1/review/create',
          payload: { name: 'Asha\u202eKumari', message: 'Good teachers.\nClear notes.' },
        }),
        'name',
      );
      expect(await app.db.selectFrom('reviews').select('id').execute()).toEqual([]);
    });

    it('refuses them in admins’ one-line fields too: course title, settings', async () => {
      expectOneLine(
        await as(app, admin, {
          method: 'PATCH',
          url: `/api/v1/course/edit/${courseId}`,
          payload: { ...courseFields, courseTitle: 'Python\r\nBasics' },
        }),
        'courseTitle',
      );
      expectOneLine(
        await as(app, admin, {
          method: 'PATCH',
          url: '/api/v1/settings',
          payload: { certificateSignatory: { name: 'Ravi\nVerma', title: 'Director' } },
        }),
        'certificateSignatory.name',
      );
    });

    it('takes a line break typed at either end as the end of the line', async () => {
      const res = await post('/contact/create', { ...contactForm, name: 'Ravi Verma\r\n' });
      expect(res.statusCode).toBe(201);
    });
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
