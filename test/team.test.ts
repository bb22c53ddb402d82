import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/catalogue';
import { FILES_PER_PICTURE, pngImage } from './helpers/files';
import { as, multipart } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

const fields = { name: 'Farah Khan', position: 'Python Mentor' };

describe('team', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  const teamFiles = async () =>
    (
      await fs
        .readdir(path.join(site.dataDir, 'uploads', 'public', 'team'), { recursive: true })
        .catch(() => [])
    ).sort();
  const fileOf = (url: string) =>
    path.join(site.dataDir, 'uploads', 'public', url.slice('/media/'.length));
  const rowCount = async () =>
    (await app.db.selectFrom('team_members').select('id').execute()).length;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  const create = async (
    overrides: Record<string, string> = {},
    image: { name: string; data: Buffer } | null = { name: 'face.png', data: Buffer.alloc(0) },
  ) =>
    as(app, admin, {
      method: 'POST',
      url: '/api/v1/team/create',
      ...(await multipart(
        { ...fields, ...overrides },
        image === null
          ? {}
          : {
              image: {
                name: image.name,
                data: image.data.length > 0 ? image.data : await pngImage(400, 400),
              },
            },
      )),
    });

  it('adds a member and shows the team oldest first', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Member created' });
    const member = res.json().data;
    expect(member).toMatchObject(fields);
    expect(Object.keys(member).sort()).toEqual(
      ['_id', 'name', 'position', 'positionHi', 'image', 'createdAt', 'updatedAt'].sort(),
    );
    expect(member.image).toMatch(/^\/media\/team\/[\w-]+-1280\.webp$/);
    await expect(fs.stat(fileOf(member.image))).resolves.toBeTruthy();

    const second = (await create({ name: 'Vikram Rao' })).json().data;
    const team = await app.inject({ method: 'GET', url: '/api/v1/team' });
    expect(team.statusCode).toBe(200);
    expect(team.json()).toEqual({ success: true, data: [member, second] });

    const one = await app.inject({ method: 'GET', url: `/api/v1/team/singleMember/${member._id}` });
    expect(one.json()).toEqual({ success: true, data: member });
  });

  it.each([
    ['no image', {}, null, 'Member image is required.', 'image'],
    ['a blank name', { name: '  ' }, undefined, 'Member name is required.', 'name'],
    ['no position', { position: '' }, undefined, 'Member position is required.', 'position'],
    [
      'a name over 100 characters',
      { name: 'n'.repeat(101) },
      undefined,
      'At most 100 characters.',
      'name',
    ],
    [
      'a position over 100 characters',
      { position: 'p'.repeat(101) },
      undefined,
      'At most 100 characters.',
      'position',
    ],
  ] as const)(
    'refuses %s with its message, storing nothing',
    async (_, overrides, image, message, field) => {
      const [rowsBefore, filesBefore] = [await rowCount(), await teamFiles()];
      const res = await create(overrides, image);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
      expect(await rowCount()).toBe(rowsBefore);
      expect(await teamFiles()).toEqual(filesBefore);
    },
  );

  it('refuses a text file named .png with 415, storing nothing', async () => {
    const [rowsBefore, filesBefore] = [await rowCount(), await teamFiles()];
    const res = await create({}, { name: 'face.png', data: Buffer.from('just some words') });
    expect(res.statusCode).toBe(415);
    expect(await rowCount()).toBe(rowsBefore);
    expect(await teamFiles()).toEqual(filesBefore);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/team/singleMember/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Team member not found.' });
    }
  });

  it('updates name and position as JSON', async () => {
    const member = (await create()).json().data;
    const url = `/api/v1/team/update/${member._id}`;
    const res = await as(app, admin, {
      method: 'PATCH',
      url,
      payload: { name: ' Farah K. ', position: 'Head of Python' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Farah K.', position: 'Head of Python' });

    const refused = await as(app, admin, { method: 'PATCH', url, payload: { name: 'Farah' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Member position is required.',
    });
    const stored = await app.inject({
      method: 'GET',
      url: `/api/v1/team/singleMember/${member._id}`,
    });
    expect(stored.json().data.position).toBe('Head of Python');

    const missing = await as(app, admin, {
      method: 'PATCH',
      url: '/api/v1/team/update/missing',
      payload: fields,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Team member not found.' });
  });

  it('replaces the image and removes the old files', async () => {
    const member = (await create()).json().data;
    const res = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/team/updateImage/${member._id}`,
      ...(await multipart({}, { image: { name: 'new.png', data: await pngImage(300, 300) } })),
    });
    expect(res.statusCode).toBe(200);
    const { image } = res.json().data;
    expect(image).not.toBe(member.image);
    await expect(fs.stat(fileOf(image))).resolves.toBeTruthy();
    await expect(fs.stat(fileOf(member.image))).rejects.toThrow();

    const none = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/team/updateImage/${member._id}`,
      ...(await multipart({})),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'Member image is required.' });
  });

  it('deletes a member with the image files', async () => {
    const member = (await create()).json().data;
    const filesBefore = await teamFiles();
    const res = await as(app, admin, {
      method: 'DELETE',
      url: `/api/v1/team/delete/${member._id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Deleted' });
    expect(await teamFiles()).toHaveLength(filesBefore.length - FILES_PER_PICTURE);
    const gone = await app.inject({
      method: 'GET',
      url: `/api/v1/team/singleMember/${member._id}`,
    });
    expect(gone.statusCode).toBe(404);
  });
});
