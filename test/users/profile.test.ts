import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { logIn, multipart, registerStudent, student } from '../helpers/requests';
import { accountsSite, neverSendsSecrets } from './accounts-site';

describe('accounts: profile changes', () => {
  const ctx = accountsSite();

  describe('profile changes', () => {
    let cookie: string;

    beforeAll(async () => {
      await registerStudent(ctx.app, { email: 'editor@example.com' });
      await registerStudent(ctx.app, { email: 'other@example.com', userName: 'Other' });
      cookie = await logIn(ctx.app, 'editor@example.com', student.password);
    });

    it('updates the logged-in user only', async () => {
      const res = await ctx.call(cookie, {
        method: 'PATCH',
        url: '/api/v1/user/updateProfile',
        payload: {
          email: 'editor2@example.com',
          userName: 'Edited Name',
          mobileNo: '8123456789',
          currentPassword: student.password,
          _id: 'someone-else',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Profile Updated',
        data: { email: 'editor2@example.com', userName: 'Edited Name', mobileNo: '8123456789' },
      });
      const otherCookie = await logIn(ctx.app, 'other@example.com', student.password);
      const other = await ctx.call(otherCookie, { method: 'GET', url: '/api/v1/user/profile' });
      expect(other.json().data.userName).toBe('Other');
    });

    it("refuses blanks, bad values and another account's e-mail", async () => {
      const blank = await ctx.call(cookie, {
        method: 'PATCH',
        url: '/api/v1/user/updateProfile',
        payload: { email: ' ', userName: 'x', mobileNo: '8123456789' },
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('These fields are required');
      const taken = await ctx.call(cookie, {
        method: 'PATCH',
        url: '/api/v1/user/updateProfile',
        payload: {
          email: 'Other@example.com',
          userName: 'x',
          mobileNo: '8123456789',
          currentPassword: student.password,
        },
      });
      expect(taken.statusCode).toBe(409);
      const anonymous = await ctx.call(undefined, {
        method: 'PATCH',
        url: '/api/v1/user/updateProfile',
        payload: { email: 'a@b.co', userName: 'x', mobileNo: '8123456789' },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('stores a profile picture as WebP and refuses anything that is not an image', async () => {
      const png = await sharp({
        create: { width: 400, height: 400, channels: 3, background: '#884422' },
      })
        .png()
        .toBuffer();
      const ok = await ctx.call(cookie, {
        method: 'PATCH',
        url: '/api/v1/user/updateImg',
        ...(await multipart({}, { profileImg: { name: 'me.png', data: png, type: 'image/png' } })),
      });
      expect(ok.statusCode).toBe(200);
      const url: string = ok.json().data.profileImg;
      expect(ok.json().message).toBe('Profile Image Updated');
      expect(url).toMatch(/^\/media\/profiles\/.+-1280\.webp$/);
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');

      const profiles = path.join(ctx.site.dataDir, 'uploads', 'public', 'profiles');
      const before = await fs.readdir(profiles);
      const fake = await ctx.call(cookie, {
        method: 'PATCH',
        url: '/api/v1/user/updateImg',
        ...(await multipart(
          {},
          {
            profileImg: {
              name: 'me.png',
              data: Buffer.from('<?php echo 1; ?>'),
              type: 'image/png',
            },
          },
        )),
      });
      expect(fake.statusCode).toBe(415);
      const big = await ctx.call(cookie, {
        method: 'PATCH',
        url: '/api/v1/user/updateImg',
        ...(await multipart(
          {},
          {
            profileImg: {
              name: 'big.png',
              data: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]),
              type: 'image/png',
            },
          },
        )),
      });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({ success: false, message: 'The file is too large.' });
      expect(await fs.readdir(profiles)).toEqual(before);
      const none = await ctx.call(cookie, {
        method: 'PATCH',
        url: '/api/v1/user/updateImg',
        ...(await multipart({ profileImg: '' })),
      });
      expect(none.statusCode).toBe(400);
    });
  });

  neverSendsSecrets(ctx);
});
