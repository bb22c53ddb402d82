import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse } from './helpers/factories';
import { adminSession } from './helpers/catalogue';
import { pdfFile } from './helpers/files';
import { as, logIn, registerStudent, student } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

const BOUNDARY = 'form-boundary-1234';
const MALFORMED = 'The form data is malformed or incomplete. Please send it again.';
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, disposition: string, data: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${disposition}\r\n` +
  `Content-Type: application/octet-stream\r\n\r\n${data}\r\n`;

/** Bodies a browser never sends, but a broken client or an attacker may. */
const brokenBodies = (fileField: string) => ({
  'a boundary that does not match': {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--other-boundary\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--other-boundary--\r\n`,
  },
  'a truncated part': {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `${part('title', 'Notes')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc`,
  },
  'a file part with no file name': {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `${part('title', 'Notes')}${filePart(fileField, '', pdfFile().toString('latin1'))}--${BOUNDARY}--\r\n`,
  },
  'no boundary at all': {
    contentType: 'multipart/form-data',
    body: part('title', 'Notes'),
  },
});

describe('broken multipart bodies', () => {
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

  const routes = () =>
    [
      { url: '/api/v1/user/updateImg', method: 'PATCH', file: 'profileImg', who: learner },
      { url: '/api/v1/course/create', method: 'POST', file: 'courseThumbnail', who: admin },
      {
        url: `/api/v1/course/editImg/${courseId}`,
        method: 'PATCH',
        file: 'courseThumbnail',
        who: admin,
      },
      {
        url: `/api/v1/course/addSyllabus/${courseId}`,
        method: 'POST',
        file: 'syllabus',
        who: admin,
      },
      { url: `/api/v1/course/addEbook/${courseId}`, method: 'POST', file: 'ebookUrl', who: admin },
      { url: `/api/v1/course/addppt/${courseId}`, method: 'POST', file: 'pptUrl', who: admin },
    ] as const;

  it('answers 400 with a clear message on every multipart route, and stores nothing', async () => {
    for (const route of routes()) {
      for (const [kind, { contentType, body }] of Object.entries(brokenBodies(route.file))) {
        const res = await as(app, route.who, {
          method: route.method,
          url: route.url,
          headers: { 'content-type': contentType },
          payload: Buffer.from(body, 'latin1'),
        });
        const where = `${route.method} ${route.url}: ${kind}`;
        expect(res.statusCode, where).toBe(400);
        const { success, message } = res.json();
        expect(success, where).toBe(false);
        expect(message, where).toMatch(
          /^(The form data is malformed or incomplete\. Please send it again\.|Each file must be sent with its file name\.)$/,
        );
      }
    }
    const course = await app.inject({ url: `/api/v1/course/singlecourse/${courseId}` });
    const { syllabus, ebooks, ppt } = course.json().data;
    expect([syllabus, ebooks, ppt]).toEqual([[], [], []]);
  });

  it('refuses any file part on the sign-up, which takes no file, and broken bodies as elsewhere', async () => {
    const expected = {
      'a boundary that does not match': [400, MALFORMED],
      'a truncated part': [415, 'This form does not take files.'],
      'a file part with no file name': [415, 'This form does not take files.'],
      'no boundary at all': [400, MALFORMED],
    };
    for (const [kind, { contentType, body }] of Object.entries(brokenBodies('profileImg'))) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/user/register',
        headers: { 'content-type': contentType },
        payload: Buffer.from(body, 'latin1'),
      });
      const [status, message] = expected[kind as keyof typeof expected];
      expect([res.statusCode, res.json().message], kind).toEqual([status, message]);
    }
  });

  it('names the nameless file part', async () => {
    const { contentType, body } = brokenBodies('syllabus')['a file part with no file name'];
    const res = await as(app, admin, {
      method: 'POST',
      url: `/api/v1/course/addSyllabus/${courseId}`,
      headers: { 'content-type': contentType },
      payload: Buffer.from(body, 'latin1'),
    });
    expect(res.json()).toEqual({
      success: false,
      message: 'Each file must be sent with its file name.',
      errors: { syllabus: 'Each file must be sent with its file name.' },
    });
  });
});
