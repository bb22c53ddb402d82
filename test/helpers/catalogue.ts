import type { FastifyInstance } from 'fastify';
import { makeAdmin } from '../../src/server/db/factories';
import { pngImage } from './files';
import { as, logIn, multipart } from './requests';

export const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };

/** Creates the admin and logs in; returns the admin's session cookie. */
export async function adminSession(app: FastifyInstance): Promise<string> {
  await makeAdmin(app.db, ADMIN);
  return logIn(app, ADMIN.email, ADMIN.password);
}

/** Creates a course through the API, published unless told otherwise; returns its id. */
export async function addCourse(
  app: FastifyInstance,
  admin: string,
  options: { title?: string; price?: string; publish?: boolean } = {},
): Promise<string> {
  const res = await as(app, admin, {
    method: 'POST',
    url: '/api/v1/course/create',
    ...(await multipart(
      {
        courseTitle: options.title ?? 'Python Programming',
        subTitle: 'Learn Python',
        category: 'Programming',
        coursePrice: options.price ?? '4999',
        description: 'A course.',
        courseLevel: 'Beginner',
        courseDuration: '3 Months',
        courseLanguage: 'Hindi',
        instructor: 'Ankit Sharma',
      },
      { courseThumbnail: { name: 't.png', data: await pngImage(320, 180) } },
    )),
  });
  if (res.statusCode !== 201) throw new Error(`course not created: ${res.body}`);
  const id: string = res.json().data._id;
  if (options.publish !== false) {
    await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/course/togglePublish/${id}?publish=true`,
    });
  }
  return id;
}
