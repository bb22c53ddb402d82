import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#common/schemas/envelope';
import { courseDtoSchema } from '#common/schemas/courses';
import { checkoutOrderSchema } from '#common/schemas/payments';
import { userDtoSchema } from '#common/schemas/users';
import { buildApp } from '#server/app';
import { makeCourse } from './helpers/factories';
import { openServices } from '#server/runtime';
import { adminSession } from './helpers/catalogue';
import { pdfFile } from './helpers/files';
import { as, logIn, multipart, registerStudent, student } from './helpers/requests';
import { createTestSite, type TestSite } from './helpers/test-app';

const keysOf = (schema: { shape: object }) => Object.keys(schema.shape).sort();

describe('response schemas', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    site = await createTestSite();
    app = await buildApp(
      await openServices(site.config, { info: () => undefined, warn: () => undefined }),
    );
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/v1/leak',
        { config: { access: 'public' }, schema: { response: { 200: envelope(userDtoSchema) } } },
        async () => ({
          success: true,
          errors: { x: 'y' },
          data: {
            _id: 'u1',
            userName: 'Asha',
            email: 'asha@example.com',
            mobileNo: '',
            profileImg: '',
            role: 'student' as const,
            enrolledCourse: [],
            deactivated: false,
            emailVerified: false,
            hasChildren: false,
            mobileVerified: false,
            language: 'en' as const,
            address: '',
            state: '',
            gstin: '',
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
            password_hash: '$argon2id$v=19$m=19456,t=2,p=1$abc',
            token_hash: 'deadbeef',
            storage_key: 'private/course-files/x.pdf',
          },
        }),
      );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('drops every field the response schema does not declare', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/leak' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['data', 'success']);
    expect(Object.keys(res.json().data).sort()).toEqual(keysOf(userDtoSchema));
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('private/');
    expect(res.body).not.toContain('deadbeef');
  });

  it('sends no password hash, session token hash or storage key from the real routes', async () => {
    const admin = await adminSession(app);
    const courseId = (await makeCourse(app)).id;
    await registerStudent(app);
    const added = await as(app, admin, {
      method: 'POST',
      url: `/api/v1/course/addSyllabus/${courseId}`,
      ...(await multipart({}, { syllabus: { name: 's.pdf', data: pdfFile() } })),
    });
    expect(Object.keys(added.json().data).sort()).toEqual(keysOf(courseDtoSchema));
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: student.email, password: student.password },
    });
    expect(Object.keys(login.json().data.user).sort()).toEqual(keysOf(userDtoSchema));
    const buyer = await logIn(app, student.email, student.password);
    const order = await as(app, buyer, {
      method: 'POST',
      url: '/api/v1/payment/checkout',
      payload: { courseId },
    });
    expect(Object.keys(order.json().data).sort()).toEqual(keysOf(checkoutOrderSchema));
    for (const body of [added.body, login.body, order.body]) {
      expect(body).not.toContain('argon2');
      expect(body).not.toContain('private/');
      expect(body).not.toMatch(/token_hash|password_hash|storage_key/);
    }
  });
});
