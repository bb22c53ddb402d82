import { describe, expect, it } from 'vitest';
import { registrationMessages } from '#common/registrations';
import { languageMessage } from '#common/schemas/language';
import { defaultSiteSettings } from '#common/site-settings';
import { makeRegistration } from './helpers/factories';
import { enquirySite, expectAdminsOnly, registrationForm } from './helpers/enquiries';
import { outboxMails, waitForMail } from './helpers/outbox';

const INSTITUTE = defaultSiteSettings.email;
const SENT = { success: true, message: registrationMessages.sent };
const nextYear = `${new Date().getUTCFullYear() + 1}-01-15`;

describe('student registrations', () => {
  const ctx = enquirySite();
  const register = (payload: Record<string, unknown>) =>
    ctx.call(undefined, { method: 'POST', url: '/api/v1/register', payload });
  const getData = (query = '') =>
    ctx.call(ctx.admin, { method: 'POST', url: `/api/v1/register/getData${query}` });
  const stored = () => ctx.app.db.selectFrom('student_registrations').selectAll().execute();
  const from = async (contact: string) => (await stored()).filter((r) => r.contact === contact);

  it('keeps a registration, acknowledges it to the phone and mails the office its details', async () => {
    const res = await register({ ...registrationForm, city: ' Lucknow ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(SENT);
    expect(registrationMessages.sent).toBe('Registration successful! Our team will call you soon.');
    const [row] = await from(registrationForm.contact);
    expect(row).toMatchObject({
      name: 'Priya Singh',
      classs: '9th',
      mode: 'online',
      dob: '2011-03-21',
      father_name: 'Arvind Singh',
      address: '14 Hazratganj',
      state: 'Uttar Pradesh',
      city: 'Lucknow',
      status: 'new',
      follow_up_on: null,
      submissions: 1,
      user_id: null,
      // Sent without the page's language, as by an older page: English.
      language: 'en',
    });

    const notice = await waitForMail(ctx.site, INSTITUTE, 'Father Name: Arvind Singh');
    expect(notice).toContain('Subject: New registration: Priya Singh, class 9th, online');
    for (const line of ['Student Name: Priya Singh', 'Date of Birth: 21/03/2011', 'City: Lucknow'])
      expect(notice).toContain(line);
    expect(notice).toContain('+91 98765 12345');
    // The form has a phone, no e-mail: the acknowledgement goes there (WhatsApp first), in the
    // page's language, and the office's alert is the only mail.
    const messages = await ctx.app.db
      .selectFrom('notifications')
      .select(['event', 'recipient_role', 'channel', 'address', 'language'])
      .where('recipient_name', 'in', ['Priya Singh', defaultSiteSettings.name])
      .orderBy('event')
      .execute();
    expect(messages).toEqual([
      {
        event: 'registration-alert',
        recipient_role: 'staff',
        channel: 'email',
        address: INSTITUTE,
        language: 'en',
      },
      {
        event: 'registration-received',
        recipient_role: 'student',
        channel: 'whatsapp',
        address: '+919876512345',
        language: 'en',
      },
    ]);
    const mails = (await outboxMails(ctx.site)).filter((mail) => mail.includes('Priya Singh'));
    expect(mails.filter((mail) => !mail.startsWith('Channel: '))).toHaveLength(1);
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['no name', { name: undefined }, registrationMessages.name, 'name'],
    ['a blank name', { name: '  ' }, registrationMessages.name, 'name'],
    ['no class', { classs: '' }, registrationMessages.classs, 'classs'],
    ['a class not offered', { classs: '4th' }, registrationMessages.classs, 'classs'],
    ['no mode', { mode: undefined }, registrationMessages.mode, 'mode'],
    ['a mode not offered', { mode: 'hybrid' }, registrationMessages.mode, 'mode'],
    ['a blank school', { school: ' ' }, registrationMessages.school, 'school'],
    ['no gender', { gender: '' }, registrationMessages.gender, 'gender'],
    ['a gender not offered', { gender: 'unknown' }, registrationMessages.gender, 'gender'],
    ['no date of birth', { DOB: '' }, registrationMessages.DOB, 'DOB'],
    ['a future date of birth', { DOB: nextYear }, registrationMessages.realDob, 'DOB'],
    ['a day that does not exist', { DOB: '2011-02-30' }, registrationMessages.realDob, 'DOB'],
    ['a date in another format', { DOB: '21/03/2011' }, registrationMessages.realDob, 'DOB'],
    ['a blank father name', { fatherName: '\t' }, registrationMessages.fatherName, 'fatherName'],
    ['no contact', { contact: undefined }, registrationMessages.contact, 'contact'],
    ['a short contact', { contact: '98765' }, registrationMessages.contact, 'contact'],
    ['a contact starting 5', { contact: '5876512345' }, registrationMessages.contact, 'contact'],
    [
      'markup for a contact',
      { contact: '<b>9876512345</b>' },
      registrationMessages.contact,
      'contact',
    ],
    ['a blank address', { Address: '   ' }, registrationMessages.Address, 'Address'],
    ['no state', { State: undefined }, registrationMessages.State, 'State'],
    ['a blank city', { city: '' }, registrationMessages.city, 'city'],
    ['a language the site does not have', { language: 'fr' }, languageMessage, 'language'],
  ];

  it.each(refusals)(
    'refuses %s with its message and keeps nothing',
    async (_, change, message, field) => {
      const before = (await stored()).length;
      const res = await register({ ...registrationForm, contact: '9000000001', ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
      expect((await stored()).length).toBe(before);
    },
  );

  it('uses the product messages character for character', () => {
    expect(registrationMessages).toMatchObject({
      name: 'Student Name is required.',
      classs: 'Class is required.',
      mode: 'Mode is required.',
      school: 'School Name is required.',
      gender: 'Gender is required.',
      DOB: 'Date of Birth is required.',
      fatherName: 'Father Name is required.',
      contact: 'Enter valid contact number',
      Address: 'Address is required.',
      State: 'State is required.',
      city: 'City is required.',
    });
  });

  it('answers a filled honeypot as a success, keeping and mailing nothing', async () => {
    const before = (await stored()).length;
    const bot = await register({
      ...registrationForm,
      name: 'Bot Kumar',
      contact: '9111111111',
      website: 'x',
    });
    expect(bot.statusCode).toBe(201);
    expect(bot.json()).toEqual(SENT);
    expect((await stored()).length).toBe(before);
    await register({ ...registrationForm, name: 'After Bot', contact: '9111111112' });
    await waitForMail(ctx.site, INSTITUTE, 'Student Name: After Bot');
    expect((await outboxMails(ctx.site)).some((mail) => mail.includes('Bot Kumar'))).toBe(false);
  });

  it('joins a form from the same number within a day to the first, noting what differed', async () => {
    const contact = '9222222222';
    await register({ ...registrationForm, contact });
    const again = await register({ ...registrationForm, contact, school: 'DPS', city: 'Kanpur' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(SENT);
    // Compared with the first form, which is the one kept; the page's language is the latest.
    const same = await register({ ...registrationForm, contact: ` ${contact} `, language: 'hi' });
    expect(same.json()).toEqual(SENT);

    const rows = await from(contact);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      submissions: 3,
      school: 'St. Mary School',
      city: 'Lucknow',
      language: 'hi',
    });
    const { data } = (await getData(`?page=1&q=${contact}`)).json();
    expect(data.data[0].submissions).toBe(3);
    expect(
      data.data[0].notes.map((n: { author: string; text: string }) => [n.author, n.text]),
    ).toEqual([
      [
        'Website',
        'The form was sent again with these differences:\nSchool Name: DPS (was St. Mary School)\nCity: Kanpur (was Lucknow)',
      ],
      ['Website', 'The form was sent again with the same details.'],
    ]);
    // Only the first form was mailed to the institute.
    await waitForMail(ctx.site, INSTITUTE, `+91 92222 22222`);
    const mails = (await outboxMails(ctx.site)).filter((mail) => mail.includes('+91 92222 22222'));
    expect(mails).toHaveLength(1);
  });

  it('joins the same name in another case and spacing, but keeps a sibling on the number apart', async () => {
    const contact = '9222233333';
    await register({ ...registrationForm, contact, name: 'Aarav Sharma' });
    const again = await register({ ...registrationForm, contact, name: ' aarav  SHARMA ' });
    expect(again.json()).toEqual(SENT);
    const sister = await register({ ...registrationForm, contact, name: 'Diya Sharma' });
    expect(sister.json()).toEqual(SENT);

    const rows = await from(contact);
    expect(rows.map((r) => [r.name, r.submissions]).sort()).toEqual([
      ['Aarav Sharma', 2],
      ['Diya Sharma', 1],
    ]);
    // The sister's registration is mailed to the institute as a registration of its own.
    await waitForMail(ctx.site, INSTITUTE, 'Student Name: Diya Sharma');

    const listed = (await getData(`?page=1&q=${contact}`)).json().data.data as {
      _id: string;
      name: string;
      sharesContactWith: string[];
    }[];
    expect(listed.map((r) => [r.name, r.sharesContactWith]).sort()).toEqual([
      ['Aarav Sharma', ['Diya Sharma']],
      ['Diya Sharma', ['Aarav Sharma']],
    ]);
    expect((await getData('?page=1&q=9876512345')).json().data.data[0].sharesContactWith).toEqual(
      [],
    );

    // Each child becomes a student of their own.
    for (const [i, row] of listed.entries()) {
      const converted = await ctx.call(ctx.admin, {
        method: 'POST',
        url: `/api/v1/register/${row._id}/convert`,
        payload: { email: `sharma.child${i}@example.com` },
      });
      expect(converted.statusCode, row.name).toBe(200);
    }
    expect((await from(contact)).every((r) => r.user_id && r.status === 'joined')).toBe(true);
  });

  it('keeps a form as new when the same number registered more than a day ago', async () => {
    const contact = '9333333333';
    await makeRegistration(ctx.app.db, {
      contact,
      createdAt: new Date(Date.now() - 25 * 3600_000).toISOString(),
    });
    expect((await register({ ...registrationForm, contact })).statusCode).toBe(201);
    const rows = await from(contact);
    expect(rows.map((r) => r.submissions)).toEqual([1, 1]);
  });

  it('counts registrations without a page, lists them with one, newest first', async () => {
    const { db } = ctx.app;
    await db.deleteFrom('student_registrations').execute();
    for (let i = 0; i < 11; i++) {
      await makeRegistration(db, {
        name: `Learner ${String(i).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2026, 1, 1 + i)).toISOString(),
        status: i % 2 ? 'contacted' : 'new',
      });
    }
    const count = await getData();
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ success: true, data: 11 });
    expect((await getData('?status=contacted')).json()).toEqual({ success: true, data: 5 });

    const page = (await getData('?page=1')).json();
    expect(page.success).toBe(true);
    expect(page.data.Pages).toBe(2);
    expect(page.data.data).toHaveLength(10);
    expect(page.data.data[0].name).toBe('Learner 10');
    expect(Object.keys(page.data.data[0]).sort()).toEqual(
      ['_id', 'name', 'classs', 'mode', 'school', 'gender', 'DOB', 'fatherName', 'contact']
        .concat(['Address', 'State', 'city', 'createdAt', 'submissions', 'userId', 'language'])
        .concat(['sharesContactWith'])
        .concat(['status', 'followUpOn', 'notes'])
        .sort(),
    );
    expect(
      (await getData('?page=2')).json().data.data.map((r: { name: string }) => r.name),
    ).toEqual(['Learner 00']);
  });

  it('searches name and contact number regardless of case, and filters by status', async () => {
    const { db } = ctx.app;
    await db.deleteFrom('student_registrations').execute();
    await makeRegistration(db, { name: 'Anjali Gupta', contact: '9444400001' });
    await makeRegistration(db, {
      name: 'Rohit Yadav',
      contact: '9555500002',
      status: 'demo_booked',
    });
    const names = async (query: string) =>
      (await getData(`?page=1${query}`)).json().data.data.map((r: { name: string }) => r.name);
    expect(await names('&q=anjali')).toEqual(['Anjali Gupta']);
    expect(await names('&q=55500')).toEqual(['Rohit Yadav']);
    expect(await names('&q=a_j')).toEqual([]);
    expect((await getData('?page=1&q=_')).json().message).toBe(
      'Type at least 3 characters to search.',
    );
    expect(await names('&status=demo_booked')).toEqual(['Rohit Yadav']);
    expect(await names('&status=joined')).toEqual([]);
  });

  it('deletes a registration', async () => {
    const registration = await makeRegistration(ctx.app.db);
    const res = await ctx.call(ctx.admin, {
      method: 'DELETE',
      url: `/api/v1/register/${registration.id}`,
    });
    expect(res.json()).toEqual({ success: true, message: 'Deleted' });
    expect((await stored()).some((r) => r.id === registration.id)).toBe(false);
    const again = await ctx.call(ctx.admin, {
      method: 'DELETE',
      url: `/api/v1/register/${registration.id}`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: 'Registration not found.' });
  });

  it('keeps the list and every change to admins', async () => {
    const registration = await makeRegistration(ctx.app.db);
    await expectAdminsOnly(ctx, [
      { method: 'POST', url: '/api/v1/register/getData' },
      { method: 'POST', url: '/api/v1/register/getData?page=1' },
      { method: 'DELETE', url: `/api/v1/register/${registration.id}` },
      {
        method: 'PATCH',
        url: `/api/v1/register/${registration.id}/pipeline`,
        payload: { status: 'joined' },
      },
      { method: 'POST', url: `/api/v1/register/${registration.id}/notes`, payload: { text: 'Hi' } },
      {
        method: 'POST',
        url: `/api/v1/register/${registration.id}/convert`,
        payload: { email: 'a@example.com' },
      },
    ]);
    expect((await stored()).find((r) => r.id === registration.id)).toMatchObject({
      status: 'new',
      user_id: null,
    });
  });
});
