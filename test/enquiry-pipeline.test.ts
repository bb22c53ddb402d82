import { describe, expect, it } from 'vitest';
import { enquiryMessages } from '#common/schemas/enquiries';
import { makeContact, makeRegistration, makeUser } from './helpers/factories';
import { ADMIN_NAME, enquirySite, registrationForm } from './helpers/enquiries';
import { waitForMail } from './helpers/outbox';
import { as, logIn } from './helpers/requests';

const kinds = [
  ['contact', 'Contact query not found.', makeContact, 'contact_queries'],
  ['register', 'Registration not found.', makeRegistration, 'student_registrations'],
] as const;

const indiaDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

describe('enquiry pipeline', () => {
  const ctx = enquirySite();
  const adminCall = (method: 'PATCH' | 'POST', url: string, payload?: object) =>
    ctx.call(ctx.admin, { method, url, ...(payload ? { payload } : {}) });

  describe.each(kinds)('/%s', (path, notFound, make, table) => {
    it('moves a lead along and sets or clears its follow-up day', async () => {
      const lead = await make(ctx.app.db);
      const pipeline = (payload: object) =>
        adminCall('PATCH', `/api/v1/${path}/${lead.id}/pipeline`, payload);

      const contacted = await pipeline({ status: 'contacted' });
      expect(contacted.statusCode).toBe(200);
      expect(contacted.json()).toMatchObject({
        success: true,
        message: 'Updated',
        data: { _id: lead.id, status: 'contacted', followUpOn: null },
      });
      const booked = await pipeline({ status: 'demo_booked', followUpOn: '2026-12-05' });
      expect(booked.json().data).toMatchObject({ status: 'demo_booked', followUpOn: '2026-12-05' });
      expect((await pipeline({})).json().data).toMatchObject({ followUpOn: '2026-12-05' });
      const cleared = await pipeline({ followUpOn: null });
      expect(cleared.json().data).toMatchObject({ status: 'demo_booked', followUpOn: null });
    });

    it.each([
      [{ status: 'maybe' }, enquiryMessages.badStatus],
      [{ followUpOn: '2026-02-30' }, enquiryMessages.badDate],
      [{ followUpOn: '05/12/2026' }, enquiryMessages.badDate],
      [{ followUpOn: 20261205 }, enquiryMessages.badDate],
    ])('refuses %j with its message, changing nothing', async (payload, message) => {
      const lead = await make(ctx.app.db, { status: 'contacted' });
      const res = await adminCall('PATCH', `/api/v1/${path}/${lead.id}/pipeline`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
      const row = await ctx.app.db
        .selectFrom(table)
        .select(['status', 'follow_up_on'])
        .where('id', '=', lead.id)
        .executeTakeFirst();
      expect(row).toEqual({ status: 'contacted', follow_up_on: null });
    });

    it('adds notes in order, each with its author', async () => {
      const lead = await make(ctx.app.db);
      const note = (text: string) =>
        adminCall('POST', `/api/v1/${path}/${lead.id}/notes`, { text });
      const first = await note('  Called; will visit on Saturday.  ');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ success: true, message: 'Note added' });
      const [added] = first.json().data.notes;
      expect(added).toEqual({
        _id: expect.any(String),
        text: 'Called; will visit on Saturday.',
        author: ADMIN_NAME,
        createdAt: expect.any(String),
      });
      const second = await note('Visited, wants the evening batch.');
      expect(second.json().data.notes.map((n: { text: string }) => n.text)).toEqual([
        'Called; will visit on Saturday.',
        'Visited, wants the evening batch.',
      ]);
      for (const [text, message] of [
        ['   ', enquiryMessages.noteRequired],
        ['n'.repeat(2001), 'At most 2000 characters.'],
      ]) {
        const refused = await note(text!);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(message);
      }
      const { notes } = (await note('Third.')).json().data;
      expect(notes).toHaveLength(3);
    });

    it('answers 404 for a lead that does not exist', async () => {
      for (const [method, suffix, payload] of [
        ['PATCH', 'pipeline', { status: 'joined' }],
        ['POST', 'notes', { text: 'Hello' }],
      ] as const) {
        const res = await adminCall(method, `/api/v1/${path}/missing/${suffix}`, payload);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, message: notFound });
      }
    });
  });

  describe('convert to student', () => {
    const convert = (id: string, email: string) =>
      adminCall('POST', `/api/v1/register/${id}/convert`, { email });

    it('makes the account, links it, and mails a set-password link that works once', async () => {
      const registration = await makeRegistration(ctx.app.db, {
        name: 'Neha Sharma',
        contact: '9812345678',
      });
      const res = await convert(registration.id, ' Neha.Sharma@Example.com ');
      expect(res.statusCode).toBe(200);
      const { success, message, data } = res.json();
      expect({ success, message }).toEqual({ success: true, message: 'Student account created' });
      const user = await ctx.app.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'neha.sharma@example.com')
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        user_name: 'Neha Sharma',
        mobile_no: '9812345678',
        language: 'en',
      });
      expect(user.role).toBe('student');
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(data).toMatchObject({ _id: registration.id, userId: user.id, status: 'joined' });
      expect(data.notes).toEqual([
        expect.objectContaining({
          author: ADMIN_NAME,
          text: 'Made a student account for neha.sharma@example.com and e-mailed a link to choose a password.',
        }),
      ]);

      const mail = (
        await waitForMail(ctx.site, 'neha.sharma@example.com', 'within 3 days')
      ).replace(/\r\n/g, '\n');
      expect(mail).toContain('Subject: Your student account at Vidya Computer Institute');
      const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
      const { PUBLIC_URL } = ctx.site.config;
      expect(mail).toContain(
        `Hello Neha Sharma,\n\nWelcome to Vidya Computer Institute! We have made a student account for you with this e-mail address. Open this link within 3 days to choose your password:\n\n${PUBLIC_URL}/reset-password/${token}\n\nThen log in at ${PUBLIC_URL}/login with this e-mail address and your new password. If the link has expired, choose "Forget Password" on the login page.\n\nVidya Computer Institute\n`,
      );
      const reset = () =>
        ctx.call(undefined, {
          method: 'POST',
          url: `/api/v1/user/reset-password/${token}`,
          payload: { newPassword: 'Welcome123' },
        });
      expect((await reset()).json()).toEqual({
        success: true,
        message: 'Your password has been reset. Please log in.',
      });
      const cookie = await logIn(ctx.app, 'neha.sharma@example.com', 'Welcome123');
      const profile = await as(ctx.app, cookie, { method: 'GET', url: '/api/v1/user/profile' });
      expect(profile.json().data).toMatchObject({ userName: 'Neha Sharma', role: 'student' });
      expect((await reset()).statusCode).toBe(400);

      const again = await convert(registration.id, 'another@example.com');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        success: false,
        message: 'This registration already has a student account.',
      });
    });

    it('makes the account in the language of the page the registration came from, and welcomes it so', async () => {
      const contact = '9812300001';
      const sent = await ctx.call(undefined, {
        method: 'POST',
        url: '/api/v1/register',
        payload: { ...registrationForm, name: 'Kavya Mishra', contact, language: 'hi' },
      });
      expect(sent.statusCode).toBe(201);
      const registration = await ctx.app.db
        .selectFrom('student_registrations')
        .selectAll()
        .where('contact', '=', contact)
        .executeTakeFirstOrThrow();
      expect(registration.language).toBe('hi');

      expect((await convert(registration.id, 'kavya@example.com')).statusCode).toBe(200);
      const user = await ctx.app.db
        .selectFrom('users')
        .select('language')
        .where('email', '=', 'kavya@example.com')
        .executeTakeFirstOrThrow();
      expect(user.language).toBe('hi');
      const mail = (await waitForMail(ctx.site, 'kavya@example.com', '/reset-password/')).replace(
        /\r\n/g,
        '\n',
      );
      expect(mail).toContain('Subject: Vidya Computer Institute में आपका छात्र खाता');
      expect(mail).toContain('नमस्ते Kavya Mishra,\n\nVidya Computer Institute में आपका स्वागत है!');
      expect(mail).toContain('3 दिन के अंदर यह लिंक खोलें');
      expect(mail).toContain(`फिर ${ctx.site.config.PUBLIC_URL}/login पर`);
      expect(mail).not.toContain('Welcome to');
    });

    it('refuses an e-mail that already has an account, making nothing', async () => {
      const { user } = await makeUser(ctx.app.db, { email: 'taken@example.com' });
      const registration = await makeRegistration(ctx.app.db);
      const users = async () =>
        (await ctx.app.db.selectFrom('users').select('id').execute()).length;
      const before = await users();
      const res = await convert(registration.id, 'TAKEN@example.com');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        message: 'An account with this email already exists.',
      });
      expect(await users()).toBe(before);
      const row = await ctx.app.db
        .selectFrom('student_registrations')
        .selectAll()
        .where('id', '=', registration.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: null, status: 'new' });
      expect(user.email).toBe('taken@example.com');

      for (const bad of ['not-an-email', '<b>x</b>@example.com']) {
        const invalid = await convert(registration.id, bad);
        expect(invalid.statusCode).toBe(400);
        expect(invalid.json()).toMatchObject({ errors: { email: 'Invalid email address.' } });
      }
      const missing = await convert('missing', 'new@example.com');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Registration not found.');
    });
  });

  it('sums follow-ups due in India today and leads of the last seven days', async () => {
    const { db } = ctx.app;
    await db.deleteFrom('contact_queries').execute();
    await db.deleteFrom('student_registrations').execute();
    await makeContact(db, { followUpOn: indiaDay(-1), status: 'contacted' });
    await makeRegistration(db, { followUpOn: indiaDay(0) });
    await makeRegistration(db, { followUpOn: indiaDay(1) });
    await makeContact(db, { followUpOn: indiaDay(-3), status: 'joined' });
    await makeRegistration(db, { followUpOn: indiaDay(-2), status: 'not_interested' });
    await makeContact(db, {
      followUpOn: indiaDay(-9),
      createdAt: new Date(Date.now() - 8 * 86_400_000).toISOString(),
    });
    const res = await ctx.call(ctx.admin, { method: 'GET', url: '/api/v1/enquiries/summary' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { followUpsDue: 3, newThisWeek: 5 } });
    for (const [cookie, status] of [
      [undefined, 401],
      [ctx.student, 403],
    ] as const) {
      const refused = await ctx.call(cookie, { method: 'GET', url: '/api/v1/enquiries/summary' });
      expect(refused.statusCode).toBe(status);
    }
  });
});
