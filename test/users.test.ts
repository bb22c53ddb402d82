import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../src/server/db/factories';
import { hashToken } from '../src/server/plugins/sessions';
import { as, logIn, multipart, registerStudent, sessionCookie, student } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };

describe('accounts', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let adminCookie: string;
  const bodies: string[] = [];
  const call = async (cookie: string | undefined, options: Parameters<typeof as>[2]) => {
    const res = await as(app, cookie, options);
    bodies.push(res.body, JSON.stringify(res.headers));
    return res;
  };

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    await makeAdmin(app.db, { ...ADMIN, mobileNo: '9000000000' });
    adminCookie = await logIn(app, ADMIN.email, ADMIN.password);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  describe('register', () => {
    it('creates a student from the public multipart form', async () => {
      const res = await call(undefined, {
        method: 'POST',
        url: '/api/v1/user/register',
        ...(await multipart({ ...student, email: 'New.Student@Example.com' })),
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Registration Successful' });
      expect(body.data).toMatchObject({
        userName: student.userName,
        email: 'new.student@example.com',
        mobileNo: student.mobileNo,
        role: 'student',
        enrolledCourse: [],
        profileImg: '',
      });
      expect(body.data._id).toEqual(expect.any(String));
      expect(res.cookies).toEqual([]);
    });

    it.each([
      ['email', 'not-an-email', 'Invalid email address.'],
      ['email', 'has space@example.com', 'Invalid email address.'],
      ['mobileNo', '12345', 'Invalid mobile number. Must have 10 digits.'],
      ['mobileNo', '5876543210', 'Invalid mobile number. Must have 10 digits.'],
      ['mobileNo', '98765432101', 'Invalid mobile number. Must have 10 digits.'],
      [
        'password',
        'Short1',
        'Password must be at least 8 characters, include 1 uppercase letter and 1 number.',
      ],
      [
        'password',
        'alllowercase1',
        'Password must be at least 8 characters, include 1 uppercase letter and 1 number.',
      ],
      [
        'password',
        'NoDigitsHere',
        'Password must be at least 8 characters, include 1 uppercase letter and 1 number.',
      ],
    ])('refuses %s %j with the rule message', async (field, value, message) => {
      const res = await call(undefined, {
        method: 'POST',
        url: '/api/v1/user/register',
        ...(await multipart({ ...student, email: 'rule@example.com', [field]: value })),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message, errors: { [field]: message } });
    });

    it('refuses a missing field and a duplicate e-mail in any case', async () => {
      const missing = await call(undefined, {
        method: 'POST',
        url: '/api/v1/user/register',
        ...(await multipart({
          userName: 'x',
          email: 'missing@example.com',
          password: 'Secret123',
        })),
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.mobileNo).toBe('Invalid mobile number. Must have 10 digits.');

      await registerStudent(app, { email: 'dup@example.com' });
      const dup = await call(undefined, {
        method: 'POST',
        url: '/api/v1/user/register',
        ...(await multipart({ ...student, email: 'DUP@example.com' })),
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toEqual({ success: false, message: 'User already exists' });
    });

    it('never makes an admin for a visitor or a student', async () => {
      const payload = {
        email: 'sneaky@example.com',
        mobileNo: '9876543210',
        password: 'secret1',
        username: 'Sneaky',
        role: 'admin',
      };
      const anonymous = await call(undefined, {
        method: 'POST',
        url: '/api/v1/user/register',
        payload,
      });
      expect(anonymous.statusCode).toBe(401);
      const form = await call(undefined, {
        method: 'POST',
        url: '/api/v1/user/register',
        ...(await multipart({ ...payload, password: 'Secret123', userName: 'x' })),
      });
      expect(form.statusCode).toBe(401);
      await registerStudent(app, { email: 'plain@example.com' });
      const studentCookie = await logIn(app, 'plain@example.com', student.password);
      const asStudent = await call(studentCookie, {
        method: 'POST',
        url: '/api/v1/user/register',
        payload,
      });
      expect(asStudent.statusCode).toBe(403);
      const login = await call(undefined, {
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: payload.email, password: payload.password },
      });
      expect(login.statusCode).toBe(401);
    });
  });

  describe('create admin', () => {
    const payload = {
      email: 'second.admin@example.com',
      mobileNo: '1234567890',
      password: 'secret',
      username: 'Second Admin',
      role: 'admin',
    };

    it('lets an admin create another admin', async () => {
      const res = await call(adminCookie, {
        method: 'POST',
        url: '/api/v1/user/register',
        payload,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Admin created successfully!',
        data: { role: 'admin', userName: 'Second Admin' },
      });
      await logIn(app, payload.email, payload.password);
      const again = await call(adminCookie, {
        method: 'POST',
        url: '/api/v1/user/register',
        payload,
      });
      expect(again.statusCode).toBe(409);
    });

    it.each([
      ['email', '', 'Email is required'],
      ['email', 'nope', 'Invalid email address.'],
      ['mobileNo', '98765', 'Enter a valid 10-digit Mobile Number'],
      ['password', '12345', 'Password must be at least 6 characters long'],
      ['username', '   ', 'Username is required'],
    ])('refuses %s %j with the rule message', async (field, value, message) => {
      const res = await call(adminCookie, {
        method: 'POST',
        url: '/api/v1/user/register',
        payload: { ...payload, email: 'rules.admin@example.com', [field]: value },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });
  });

  describe('login, profile and logout', () => {
    it('logs in with a session cookie and a token, and never sends the password hash', async () => {
      await registerStudent(app, { email: 'login@example.com' });
      const res = await call(undefined, {
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: 'LOGIN@example.com', password: student.password },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: 'Login successful',
        data: { user: { email: 'login@example.com', role: 'student' } },
      });
      const cookie = res.cookies.find((c) => c.name === 'sid');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const viaToken = await call(undefined, {
        method: 'GET',
        url: '/api/v1/user/profile',
        headers: { authorization: `Bearer ${body.data.accessToken}` },
      });
      expect(viaToken.json()).toMatchObject({
        success: true,
        data: { email: 'login@example.com' },
      });
    });

    it('refuses a wrong password and an unknown e-mail alike', async () => {
      for (const payload of [
        { email: 'login@example.com', password: 'Wrong1234' },
        { email: 'nobody@example.com', password: 'Secret123' },
        { email: 'login@example.com', password: '' },
      ]) {
        const res = await call(undefined, { method: 'POST', url: '/api/v1/user/login', payload });
        expect(res.statusCode).toBe(payload.password ? 401 : 400);
        expect(res.json()).toMatchObject({ success: false, message: 'Invalid email or password!' });
      }
    });

    it('answers the profile only with a live session, and logout ends it', async () => {
      expect(
        (await call(undefined, { method: 'GET', url: '/api/v1/user/profile' })).statusCode,
      ).toBe(401);
      const cookie = await logIn(app, 'login@example.com', student.password);
      const profile = await call(cookie, { method: 'GET', url: '/api/v1/user/profile' });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data).not.toHaveProperty('password');
      const out = await call(cookie, { method: 'POST', url: '/api/v1/user/logout' });
      expect(out.json()).toEqual({ success: true, message: 'Logged out' });
      expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('');
      const reused = await call(cookie, { method: 'GET', url: '/api/v1/user/profile' });
      expect(reused.statusCode).toBe(401);
    });

    it('ends a session after the idle period', async () => {
      const cookie = await logIn(app, 'login@example.com', student.password);
      await app.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', hashToken(cookie.replace('sid=', '')))
        .execute();
      expect((await call(cookie, { method: 'GET', url: '/api/v1/user/profile' })).statusCode).toBe(
        401,
      );
    });
  });

  describe('profile changes', () => {
    let cookie: string;

    beforeAll(async () => {
      await registerStudent(app, { email: 'editor@example.com' });
      await registerStudent(app, { email: 'other@example.com', userName: 'Other' });
      cookie = await logIn(app, 'editor@example.com', student.password);
    });

    it('updates the logged-in user only', async () => {
      const res = await call(cookie, {
        method: 'PATCH',
        url: '/api/v1/user/updateProfile',
        payload: {
          email: 'editor2@example.com',
          userName: 'Edited Name',
          mobileNo: '8123456789',
          _id: 'someone-else',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Profile Updated',
        data: { email: 'editor2@example.com', userName: 'Edited Name', mobileNo: '8123456789' },
      });
      const otherCookie = await logIn(app, 'other@example.com', student.password);
      const other = await call(otherCookie, { method: 'GET', url: '/api/v1/user/profile' });
      expect(other.json().data.userName).toBe('Other');
    });

    it("refuses blanks, bad values and another account's e-mail", async () => {
      const blank = await call(cookie, {
        method: 'PATCH',
        url: '/api/v1/user/updateProfile',
        payload: { email: ' ', userName: 'x', mobileNo: '8123456789' },
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('These fields are required');
      const taken = await call(cookie, {
        method: 'PATCH',
        url: '/api/v1/user/updateProfile',
        payload: { email: 'Other@example.com', userName: 'x', mobileNo: '8123456789' },
      });
      expect(taken.statusCode).toBe(409);
      const anonymous = await call(undefined, {
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
      const ok = await call(cookie, {
        method: 'PATCH',
        url: '/api/v1/user/updateImg',
        ...(await multipart({}, { profileImg: { name: 'me.png', data: png, type: 'image/png' } })),
      });
      expect(ok.statusCode).toBe(200);
      const url: string = ok.json().data.profileImg;
      expect(ok.json().message).toBe('Profile Image Updated');
      expect(url).toMatch(/^\/media\/profiles\/.+-1280\.webp$/);
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');

      const profiles = path.join(site.dataDir, 'uploads', 'public', 'profiles');
      const before = await fs.readdir(profiles);
      const fake = await call(cookie, {
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
      const big = await call(cookie, {
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
      const none = await call(cookie, {
        method: 'PATCH',
        url: '/api/v1/user/updateImg',
        ...(await multipart({ profileImg: '' })),
      });
      expect(none.statusCode).toBe(400);
    });
  });

  describe('change password', () => {
    it('checks the rules, then ends every other session', async () => {
      await registerStudent(app, { email: 'changer@example.com' });
      const cookie = await logIn(app, 'changer@example.com', student.password);
      const otherDevice = await logIn(app, 'changer@example.com', student.password);
      const change = (payload: Record<string, string>) =>
        call(cookie, { method: 'PATCH', url: '/api/v1/user/updatePassword', payload });

      const cases: [Record<string, string>, string][] = [
        [
          { oldPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' },
          'All fields are required.',
        ],
        [
          { oldPassword: student.password, newPassword: 'abcde', confirmPassword: 'abcde' },
          'New Password must be at least 6 characters long.',
        ],
        [
          { oldPassword: student.password, newPassword: 'abcdef', confirmPassword: 'abcdeg' },
          'New Password and Confirm Password do not match.',
        ],
        [
          { oldPassword: 'Wrong1234', newPassword: 'abcdef', confirmPassword: 'abcdef' },
          'Your current password is incorrect.',
        ],
      ];
      for (const [payload, message] of cases) {
        const res = await change(payload);
        expect(res.statusCode, message).toBe(400);
        expect(res.json().message).toBe(message);
      }

      const ok = await change({
        oldPassword: student.password,
        newPassword: 'NewPass1',
        confirmPassword: 'NewPass1',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        success: true,
        data: { message: 'Password updated successfully' },
      });
      const fresh = sessionCookie(ok);
      expect((await call(fresh, { method: 'GET', url: '/api/v1/user/profile' })).statusCode).toBe(
        200,
      );
      expect((await call(cookie, { method: 'GET', url: '/api/v1/user/profile' })).statusCode).toBe(
        401,
      );
      expect(
        (await call(otherDevice, { method: 'GET', url: '/api/v1/user/profile' })).statusCode,
      ).toBe(401);
      await expect(logIn(app, 'changer@example.com', student.password)).rejects.toThrow();
      await logIn(app, 'changer@example.com', 'NewPass1');
    });
  });

  describe('forgotten password', () => {
    const outbox = () => path.join(site.dataDir, 'outbox');
    const waitForMail = async (to: string) => {
      for (let i = 0; i < 50; i++) {
        const files = await fs.readdir(outbox()).catch(() => []);
        for (const file of files) {
          const raw = await fs.readFile(path.join(outbox(), file), 'utf8');
          if (raw.includes(`To: ${to}`)) return raw.replace(/=\r?\n/g, '');
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${to}`);
    };

    it('answers the same for known and unknown addresses, and mails a single-use link', async () => {
      await registerStudent(app, { email: 'forgetful@example.com' });
      const known = await call(undefined, {
        method: 'POST',
        url: '/api/v1/user/forget-password',
        payload: { email: 'Forgetful@example.com' },
      });
      const unknown = await call(undefined, {
        method: 'POST',
        url: '/api/v1/user/forget-password',
        payload: { email: 'ghost@example.com' },
      });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());

      const mail = await waitForMail('forgetful@example.com');
      const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
      expect(token).toBeDefined();
      expect(mail).toContain(`${site.config.PUBLIC_URL}/reset-password/${token}`);

      const reset = (newPassword: string) =>
        call(undefined, {
          method: 'POST',
          url: `/api/v1/user/reset-password/${token}`,
          payload: { newPassword },
        });
      const weak = await reset('weak');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toBe(
        'Password must be at least 8 characters, include 1 uppercase letter and 1 number.',
      );
      const ok = await reset('Reset1234');
      expect(ok.statusCode).toBe(200);
      await logIn(app, 'forgetful@example.com', 'Reset1234');
      const reused = await reset('Another123');
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toBe('This password reset link is invalid or has expired.');
    });

    it('refuses an expired link', async () => {
      await registerStudent(app, { email: 'late@example.com' });
      await call(undefined, {
        method: 'POST',
        url: '/api/v1/user/forget-password',
        payload: { email: 'late@example.com' },
      });
      const mail = await waitForMail('late@example.com');
      const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
      await app.db
        .updateTable('password_reset_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const res = await call(undefined, {
        method: 'POST',
        url: `/api/v1/user/reset-password/${token}`,
        payload: { newPassword: 'Reset1234' },
      });
      expect(res.statusCode).toBe(400);
      await logIn(app, 'late@example.com', student.password);
    });
  });

  describe('admin calls', () => {
    it('are refused to visitors and students', async () => {
      await registerStudent(app, { email: 'nosy@example.com' });
      const studentCookie = await logIn(app, 'nosy@example.com', student.password);
      for (const url of ['/api/v1/user?page=1', '/api/v1/stats']) {
        const method = url.startsWith('/api/v1/user') ? 'POST' : 'GET';
        expect((await call(undefined, { method, url })).statusCode, url).toBe(401);
        const asStudent = await call(studentCookie, { method, url });
        expect(asStudent.statusCode, url).toBe(403);
        expect(asStudent.json()).toEqual({ success: false, message: 'Only admins can do this.' });
      }
    });

    it('list users ten to a page with the page count', async () => {
      const total = (
        await app.db
          .selectFrom('users')
          .select(app.db.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
      const pages = Math.ceil(Number(total) / 10);
      const first = await call(adminCookie, { method: 'POST', url: '/api/v1/user?page=1' });
      expect(first.statusCode).toBe(200);
      expect(first.json().Pages).toBe(pages);
      expect(first.json().data.users).toHaveLength(Math.min(10, Number(total)));
      const last = await call(adminCookie, { method: 'POST', url: `/api/v1/user?page=${pages}` });
      expect(last.json().data.users).toHaveLength(Number(total) - (pages - 1) * 10);
      const ids = new Set(
        [...first.json().data.users, ...last.json().data.users].map((u: { _id: string }) => u._id),
      );
      expect(ids.size).toBe(first.json().data.users.length + last.json().data.users.length);
      expect(
        (await call(adminCookie, { method: 'POST', url: '/api/v1/user?page=zero' })).statusCode,
      ).toBe(400);
    });

    it('count students, courses and visitors for the dashboard', async () => {
      const res = await call(adminCookie, { method: 'GET', url: '/api/v1/stats' });
      const students = await app.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'student')
        .execute();
      expect(res.json()).toEqual({
        success: true,
        data: { totalStudents: students.length, totalCourses: 0, totalVisitors: 0 },
      });
    });
  });

  it('never sends a password hash or a stored session secret', async () => {
    const hashes = await app.db.selectFrom('users').select('password_hash').execute();
    const sessions = await app.db.selectFrom('sessions').select('token_hash').execute();
    const all = bodies.join('\n');
    expect(all).not.toContain('$argon2');
    for (const { password_hash } of hashes)
      if (password_hash) expect(all).not.toContain(password_hash);
    for (const { token_hash } of sessions) expect(all).not.toContain(token_hash);
  });
});
