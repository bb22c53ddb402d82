import { deflateSync, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/catalogue';
import { pngImage } from './helpers/files';
import { answerToPartOfBody } from './helpers/partial-body';
import { as, logIn, multipart, registerStudent, student } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

/** A real PNG of one colour that claims `width` x `height` pixels: tiny on disk, huge decoded. */
function hugePng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const row = Buffer.alloc(width + 1);
  const rows = deflateSync(Buffer.concat(Array.from({ length: 64 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('picture uploads: a pixel cap and a limit per user', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let studentCookie: string;
  let admin: string;

  beforeAll(async () => {
    site = await createTestSite({ UPLOAD_LIMIT_PER_USER: '3' });
    app = await startApp(site);
    admin = await adminSession(app);
    await registerStudent(app, { email: 'pictures@example.com' });
    studentCookie = await logIn(app, 'pictures@example.com', student.password);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  const updateImage = async (cookie: string, data: Buffer) =>
    as(app, cookie, {
      method: 'PATCH',
      url: '/api/v1/user/updateImg',
      ...(await multipart({}, { profileImg: { name: 'me.png', data } })),
    });

  it('refuses a 16000 x 16000 picture before decoding it, keeping the old one', async () => {
    const before = (await as(app, admin, { method: 'GET', url: '/api/v1/user/profile' })).json();
    const res = await updateImage(admin, hugePng(16_000, 16_000));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('This picture is too large: at most 40 megapixels.');
    const after = (await as(app, admin, { method: 'GET', url: '/api/v1/user/profile' })).json();
    expect(after.data.profileImg).toBe(before.data.profileImg);
  });

  it('lets a student upload a few pictures a window, then answers 429; admins are not limited', async () => {
    const picture = await pngImage(64, 64);
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await updateImage(studentCookie, picture)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 4; i++) expect((await updateImage(admin, picture)).statusCode).toBe(200);
  });

  it('resizes several pictures sent at once, each stored whole', async () => {
    const picture = await pngImage(1200, 900);
    const results = await Promise.all(Array.from({ length: 6 }, () => updateImage(admin, picture)));
    expect(results.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
  });

  it('refuses a file sent with the sign-up, which takes none, before reading its bytes', async () => {
    const users = async () => (await app.db.selectFrom('users').select('id').execute()).length;
    const before = await users();
    const { headers, payload } = await multipart(
      { ...student, email: 'with-a-file@example.com' },
      { profileImg: { name: 'big.png', data: Buffer.alloc(64 * 1024) } },
    );
    // The file's first 64 KB are sent; 5 MB more are announced and never come.
    const answer = await answerToPartOfBody(
      app,
      { method: 'POST', url: '/api/v1/user/register', headers, body: payload.subarray(0, -100) },
      payload.length + 5 * 1024 * 1024,
    );
    const message = 'This form does not take files.';
    expect(answer?.status).toBe(415);
    expect(answer?.headers.connection).toBe('close');
    expect(answer?.json).toEqual({ success: false, message, errors: { profileImg: message } });
    expect(await users()).toBe(before);
  });
});
