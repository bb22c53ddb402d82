import { expect, type APIRequestContext } from '@playwright/test';
import { pngBuffer } from './course-helpers';
import { admin } from './support/test';

const image = async (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await pngBuffer(),
});

/** Runs `create` as the admin through the API and answers the created item's id. */
async function asAdmin(
  request: APIRequestContext,
  create: () => Promise<{ status(): number; json(): Promise<unknown> }>,
): Promise<string> {
  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const response = await create();
  expect(response.status()).toBe(201);
  await request.post('/api/v1/user/logout');
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

export const createNews = (request: APIRequestContext, headline: string, body: string) =>
  asAdmin(request, async () =>
    request.post('/api/v1/news/createNews', {
      multipart: {
        newsHeadline: headline,
        newsDescription: body,
        newsImage: await image('news.png'),
      },
    }),
  );

export const createPost = (
  request: APIRequestContext,
  post: { title: string; type: string; body: string },
) =>
  asAdmin(request, async () =>
    request.post('/api/v1/blog/create', {
      multipart: {
        BlogTitle: post.title,
        Instructor: 'Meera Iyer',
        BlogType: post.type,
        Description: post.body,
        BlogUrl: await image('post.png'),
      },
    }),
  );

export const createMember = (request: APIRequestContext, name: string, position: string) =>
  asAdmin(request, async () =>
    request.post('/api/v1/team/create', {
      multipart: { name, position, image: await image('member.png') },
    }),
  );
