import { describe, expect, it } from 'vitest';
import { logIn, multipart, registerStudent, student } from '../helpers/requests';
import { accountsSite, neverSendsSecrets } from './accounts-site';

const NAME_RULE =
  'Name must be 2 to 60 letters; spaces, dots, apostrophes and hyphens may join them.';

describe('accounts: sign-up and admin creation', () => {
  const ctx = accountsSite();

  describe('register', () => {
    it('creates a student from the public multipart form', async () => {
      const res = await ctx.call(undefined, {
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

    it.each(['प्रिया शर्मा', "Ravi K. O'Brien-Singh", ' Jo '])(
      'accepts the name %j',
      async (name) => {
        const res = await ctx.call(undefined, {
          method: 'POST',
          url: '/api/v1/user/register',
          ...(await multipart({
            ...student,
            email: `name.${name.length}@example.com`,
            userName: name,
          })),
        });
        expect(res.statusCode).toBe(201);
        expect(res.json().data.userName).toBe(name.trim());
      },
    );

    it('stores a mobile number typed with +91 and spaces as its ten digits', async () => {
      const res = await ctx.call(undefined, {
        method: 'POST',
        url: '/api/v1/user/register',
        ...(await multipart({
          ...student,
          email: 'spaced.mobile@example.com',
          mobileNo: '+91 98765 43210',
        })),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.mobileNo).toBe('9876543210');
    });

    it.each([
      ['userName', '', 'Name is required.'],
      ['userName', '   ', 'Name is required.'],
      ['userName', 'A', NAME_RULE],
      ['userName', 'R2D2 Kumar', NAME_RULE],
      ['userName', '<b>Ravi</b>', NAME_RULE],
      ['userName', 'Ravi '.repeat(13), NAME_RULE],
      ['email', 'not-an-email', 'Invalid email address.'],
      ['email', 'has space@example.com', 'Invalid email address.'],
      ['email', '<script>alert(1)</script>@example.com', 'Invalid email address.'],
      ['email', 'two@@example.com', 'Invalid email address.'],
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
      const res = await ctx.call(undefined, {
        method: 'POST',
        url: '/api/v1/user/register',
        ...(await multipart({ ...student, email: 'rule@example.com', [field]: value })),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message, errors: { [field]: message } });
    });

    it('refuses a missing field and a duplicate e-mail in any case', async () => {
      const missing = await ctx.call(undefined, {
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

      await registerStudent(ctx.app, { email: 'dup@example.com' });
      const dup = await ctx.call(undefined, {
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
      const anonymous = await ctx.call(undefined, {
        method: 'POST',
        url: '/api/v1/user/register',
        payload,
      });
      expect(anonymous.statusCode).toBe(401);
      const form = await ctx.call(undefined, {
        method: 'POST',
        url: '/api/v1/user/register',
        ...(await multipart({ ...payload, password: 'Secret123', userName: 'x' })),
      });
      expect(form.statusCode).toBe(401);
      await registerStudent(ctx.app, { email: 'plain@example.com' });
      const studentCookie = await logIn(ctx.app, 'plain@example.com', student.password);
      const asStudent = await ctx.call(studentCookie, {
        method: 'POST',
        url: '/api/v1/user/register',
        payload,
      });
      expect(asStudent.statusCode).toBe(403);
      const login = await ctx.call(undefined, {
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
      const res = await ctx.call(ctx.adminCookie, {
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
      await logIn(ctx.app, payload.email, payload.password);
      const again = await ctx.call(ctx.adminCookie, {
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
      const res = await ctx.call(ctx.adminCookie, {
        method: 'POST',
        url: '/api/v1/user/register',
        payload: { ...payload, email: 'rules.admin@example.com', [field]: value },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });
  });

  neverSendsSecrets(ctx);
});
