import { describe, expect, it } from 'vitest';
import { contactMessages } from '#common/contacts';
import { defaultSiteSettings } from '#common/site-settings';
import { makeContact } from './helpers/factories';
import { contactForm, enquirySite, expectAdminsOnly } from './helpers/enquiries';
import { outboxMails, waitForMail } from './helpers/outbox';

const INSTITUTE = defaultSiteSettings.email;
const SCRIPT_EMAIL = '<script>alert(1)</script>@example.com';

describe('contact queries', () => {
  const ctx = enquirySite();
  const send = (payload: Record<string, unknown>) =>
    ctx.call(undefined, { method: 'POST', url: '/api/v1/contact/create', payload });
  const list = (query = '') =>
    ctx.call(ctx.admin, { method: 'POST', url: `/api/v1/contact${query}` });
  const stored = () => ctx.app.db.selectFrom('contact_queries').selectAll().execute();

  it('keeps a message, alerts the office by mail and thanks the sender', async () => {
    const res = await send({ ...contactForm, name: '  Ravi Verma ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: contactMessages.sent });
    expect(contactMessages.sent).toBe(
      'Thank you! Your message has been sent. We will get back to you soon.',
    );
    const [row] = (await stored()).filter((c) => c.email === contactForm.email);
    expect(row).toMatchObject({ ...contactForm, status: 'new', follow_up_on: null });

    const notice = await waitForMail(ctx.site, INSTITUTE, contactForm.message);
    expect(notice).toContain(`Reply-To: ${contactForm.email}`);
    expect(notice).toContain(`Subject: Contact query from Ravi Verma: ${contactForm.subject}`);
    expect(notice).toContain(`${ctx.site.config.PUBLIC_URL}/admin/dashboard/contact`);
    const thanks = await waitForMail(ctx.site, contactForm.email, 'will get back to you soon');
    expect(thanks).toContain(`Reply-To: ${INSTITUTE}`);
  });

  it('thanks the address it was given without repeating a word the sender wrote', async () => {
    const relay = {
      name: 'Claim your prize at prize.example',
      email: 'stranger@example.com',
      subject: 'You won 50,000 rupees: https://prize.example/claim',
      message: 'Send your bank details to prize.example today.',
    };
    expect((await send(relay)).statusCode).toBe(201);
    // The institute is told everything, as before.
    const notice = await waitForMail(ctx.site, INSTITUTE, relay.message);
    expect(notice).toContain(`Name: ${relay.name}`);
    expect(notice).toContain(`Subject: ${relay.subject}`);
    const thanks = await waitForMail(ctx.site, relay.email, 'will get back to you soon');
    expect(thanks).not.toContain('prize');
    expect(thanks).not.toContain('50,000');
    expect(thanks).not.toContain('bank details');
    expect(thanks).toContain('Hello,');
    expect(thanks).toContain('you need not do anything');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { name: undefined }, contactMessages.name, 'name'],
    ['a blank name', { name: '   ' }, contactMessages.name, 'name'],
    ['no email', { email: '' }, contactMessages.email, 'email'],
    ['a whitespace email', { email: ' \t ' }, contactMessages.email, 'email'],
    ['an email without @', { email: 'ravi.example.com' }, contactMessages.invalidEmail, 'email'],
    ...[SCRIPT_EMAIL, 'ravi@example', 'Ravi <ravi@example.com>', 'a,b@example.com'].map(
      (email): [string, Record<string, unknown>, string, string] => [
        `the email ${email}`,
        { email },
        contactMessages.invalidEmail,
        'email',
      ],
    ),
    ['a blank subject', { subject: '  ' }, contactMessages.subject, 'subject'],
    ['no message', { message: undefined }, contactMessages.message, 'message'],
    ['a whitespace message', { message: '\n  \n' }, contactMessages.message, 'message'],
    ['a subject over 200', { subject: 's'.repeat(201) }, 'At most 200 characters.', 'subject'],
  ])('refuses %s with its message and keeps nothing', async (_, change, message, field) => {
    const before = (await stored()).length;
    const res = await send({ ...contactForm, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect((await stored()).length).toBe(before);
  });

  it('sends no acknowledgement to an address made of markup', async () => {
    const res = await send({ ...contactForm, subject: 'Markup address', email: SCRIPT_EMAIL });
    expect(res.statusCode).toBe(400);
    await send({ ...contactForm, subject: 'After markup' });
    await waitForMail(ctx.site, INSTITUTE, 'After markup');
    expect((await outboxMails(ctx.site)).some((mail) => mail.includes('<script>'))).toBe(false);
  });

  it('answers a filled honeypot as a success, keeping and mailing nothing', async () => {
    const before = (await stored()).length;
    const bot = await send({ ...contactForm, message: 'Cheap pills', website: 'spam.example' });
    expect(bot.statusCode).toBe(201);
    expect(bot.json()).toEqual({ success: true, message: contactMessages.sent });
    expect((await stored()).length).toBe(before);
    // A real message sent after it is mailed; the bot's never is.
    await send({ ...contactForm, message: 'A real question after the bot.' });
    await waitForMail(ctx.site, INSTITUTE, 'A real question after the bot.');
    expect((await outboxMails(ctx.site)).some((mail) => mail.includes('Cheap pills'))).toBe(false);
  });

  it('still thanks the sender and keeps the message when mail fails, and keeps both its mails for a retry', async () => {
    const { mailer } = ctx.app;
    const send_ = mailer.send;
    mailer.send = async () => {
      throw new Error('SMTP server unreachable');
    };
    try {
      const res = await send({ ...contactForm, subject: 'Sent while mail is down' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, message: contactMessages.sent });
      expect((await stored()).some((c) => c.subject === 'Sent while mail is down')).toBe(true);
      // The acknowledgement and the office's alert are in the outbox of messages (decision 048),
      // queued again for later.
      const retried = (address: string) =>
        ctx.app.db
          .selectFrom('notifications')
          .select(['event', 'status', 'attempts', 'failure_reason'])
          .where('address', '=', address)
          .where('failure_reason', 'is not', null)
          .executeTakeFirst();
      await expect
        .poll(() => retried(contactForm.email))
        .toEqual({
          event: 'enquiry-received',
          status: 'queued',
          attempts: 1,
          failure_reason: 'SMTP server unreachable',
        });
      await expect
        .poll(() => retried(INSTITUTE))
        .toEqual({
          event: 'contact-alert',
          status: 'queued',
          attempts: 1,
          failure_reason: 'SMTP server unreachable',
        });
    } finally {
      mailer.send = send_;
    }
  });

  it('lists contact queries to admins newest first, ten a page, with their pipeline', async () => {
    const { db } = ctx.app;
    await db.deleteFrom('contact_queries').execute();
    for (let i = 0; i < 12; i++) {
      await makeContact(db, {
        name: `Visitor ${String(i).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      });
    }
    const first = await list('?page=1');
    expect(first.statusCode).toBe(200);
    const { success, data } = first.json();
    expect(success).toBe(true);
    expect(data.Pages).toBe(2);
    expect(data.contacts.map((c: { name: string }) => c.name)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Visitor ${String(i).padStart(2, '0')}`),
    );
    expect(Object.keys(data.contacts[0]).sort()).toEqual(
      [
        '_id',
        'name',
        'email',
        'subject',
        'message',
        'createdAt',
        'phone',
        'courseId',
        'status',
        'followUpOn',
        'notes',
      ].sort(),
    );
    expect(data.contacts[0]).toMatchObject({
      status: 'new',
      followUpOn: null,
      notes: [],
      phone: null,
      courseId: null,
    });
    const second = (await list('?page=2')).json().data;
    expect(second.contacts.map((c: { name: string }) => c.name)).toEqual([
      'Visitor 01',
      'Visitor 00',
    ]);
    expect((await list()).json().data.contacts).toHaveLength(10);
  });

  it('searches name and e-mail regardless of case, and filters by status', async () => {
    const { db } = ctx.app;
    await db.deleteFrom('contact_queries').execute();
    await makeContact(db, { name: 'Sunita Rao', email: 'sunita@example.com' });
    await makeContact(db, {
      name: 'Karan Mehta',
      email: 'KARAN.M@Example.com',
      status: 'contacted',
    });
    await makeContact(db, { name: '100% Sure', email: 'sure@example.com', status: 'contacted' });
    const names = async (query: string) =>
      (await list(query))
        .json()
        .data.contacts.map((c: { name: string }) => c.name)
        .sort();

    expect(await names('?q=SUNITA')).toEqual(['Sunita Rao']);
    expect(await names('?q=karan.m@example')).toEqual(['Karan Mehta']);
    // LIKE's wildcards are taken literally; a search shorter than the index reads is refused.
    expect(await names('?q=0%25%20s')).toEqual(['100% Sure']);
    expect(await names('?q=0_%20s')).toEqual([]);
    expect((await list('?q=%25')).statusCode).toBe(400);
    expect(await names('?q=nobody')).toEqual([]);
    expect(await names('?status=contacted')).toEqual(['100% Sure', 'Karan Mehta']);
    expect(await names('?status=contacted&q=karan')).toEqual(['Karan Mehta']);
    expect(await names('?q=%20%20')).toHaveLength(3);
    const bad = await list('?status=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose one of the listed statuses.');
  });

  it('deletes a contact query with its notes', async () => {
    const contact = await makeContact(ctx.app.db);
    await ctx.call(ctx.admin, {
      method: 'POST',
      url: `/api/v1/contact/${contact.id}/notes`,
      payload: { text: 'Called back.' },
    });
    const res = await ctx.call(ctx.admin, {
      method: 'DELETE',
      url: `/api/v1/contact/${contact.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Deleted' });
    expect((await stored()).some((c) => c.id === contact.id)).toBe(false);
    const notes = await ctx.app.db
      .selectFrom('enquiry_notes')
      .select('id')
      .where('enquiry_id', '=', contact.id)
      .execute();
    expect(notes).toEqual([]);
    const again = await ctx.call(ctx.admin, {
      method: 'DELETE',
      url: `/api/v1/contact/${contact.id}`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: 'Contact query not found.' });
  });

  it('keeps the list and every change to admins', async () => {
    const contact = await makeContact(ctx.app.db);
    await expectAdminsOnly(ctx, [
      { method: 'POST', url: '/api/v1/contact?page=1' },
      { method: 'DELETE', url: `/api/v1/contact/${contact.id}` },
      {
        method: 'PATCH',
        url: `/api/v1/contact/${contact.id}/pipeline`,
        payload: { status: 'joined' },
      },
      { method: 'POST', url: `/api/v1/contact/${contact.id}/notes`, payload: { text: 'Hi' } },
    ]);
    const row = (await stored()).find((c) => c.id === contact.id);
    expect(row).toMatchObject({ status: 'new' });
  });
});
