import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSession } from '../helpers/catalogue';
import { waitForMail } from '../helpers/outbox';
import { letterPdf } from '../helpers/pdf-reading';
import { as, multipart } from '../helpers/requests';
import { createTestSite, startApp, testDb, type TestSite } from '../helpers/test-app';
import { startWhatsAppStandIn } from '../helpers/whatsapp-stand-in';

const APP_SECRET = 'meta-app-secret-for-certificate-tests';

describe(`a certificate issued tells its student, with the verification link (${testDb})`, () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let meta: Awaited<ReturnType<typeof startWhatsAppStandIn>>;

  beforeAll(async () => {
    meta = await startWhatsAppStandIn({
      phoneNumberId: '1065',
      token: 'wa',
      appSecret: APP_SECRET,
    });
    site = await createTestSite({
      WHATSAPP_API_URL: meta.url,
      WHATSAPP_PHONE_NUMBER_ID: '1065',
      WHATSAPP_TOKEN: 'wa',
      WHATSAPP_APP_SECRET: APP_SECRET,
    });
    app = await startApp(site);
    admin = await adminSession(app);
  });
  afterAll(async () => {
    await app.close();
    await meta.close();
    await site.dispose();
  });

  const issue = async (fields: Record<string, string>) =>
    as(app, admin, {
      method: 'POST',
      url: '/api/v1/certificate/create',
      ...(await multipart(
        { DOB: '2004-05-17', course: 'Tally Prime', ...fields },
        {
          certificateImg: {
            name: 'certificate.pdf',
            data: await letterPdf(),
            type: 'application/pdf',
          },
        },
      )),
    });

  const messagesOf = () =>
    app.db
      .selectFrom('notifications')
      .selectAll()
      .where('event', '=', 'certificate-issued')
      .execute();

  const sentTo = (address: string) =>
    vi.waitFor(
      async () => {
        const row = (await messagesOf()).find((message) => message.address === address);
        if (row?.status !== 'sent') throw new Error('not sent yet');
        return row;
      },
      { timeout: 5000, interval: 50 },
    );

  const importCsv = async (csv: string) => {
    const data = new FormData();
    data.append('csv', new Blob([csv], { type: 'text/csv' }), 'students.csv');
    const response = new Response(data);
    return as(app, admin, {
      method: 'POST',
      url: '/api/v1/certificate/import',
      headers: { 'content-type': response.headers.get('content-type') ?? '' },
      payload: Buffer.from(await response.arrayBuffer()),
    });
  };

  it('sends a student with a phone the link on WhatsApp, in English', async () => {
    const res = await issue({ name: "asha d'souza", phone: '+91 98765-43210' });
    expect(res.statusCode).toBe(201);
    const certificate = res.json().data;
    expect(certificate).toMatchObject({ phone: '9876543210', email: null });

    const row = await sentTo('+919876543210');
    expect(row).toMatchObject({
      channel: 'whatsapp',
      purpose: 'transactional',
      language: 'en',
      recipient_name: "Asha D'Souza",
      fallbacks: JSON.stringify([{ channel: 'sms', address: '+919876543210' }]),
    });
    const accepted = meta.accepted.find((m) => m.bizOpaqueCallbackData === row.id);
    expect(accepted).toMatchObject({
      to: '919876543210',
      template: {
        name: 'certificate_issued',
        language: 'en',
        parameters: ["Asha D'Souza", 'Tally Prime', certificate.number, certificate.verifyUrl],
      },
    });
    expect(certificate.verifyUrl).toBe(`${site.config.PUBLIC_URL}/verify/${certificate.fileId}`);
    expect(row.text).toContain(certificate.verifyUrl);
  });

  it('sends one with only an e-mail the link by e-mail', async () => {
    const res = await issue({ name: 'Ravi Kumar', email: 'Ravi.Kumar@Example.com' });
    const certificate = res.json().data;
    expect(certificate.email).toBe('ravi.kumar@example.com');
    await sentTo('ravi.kumar@example.com');
    const mail = await waitForMail(site, 'ravi.kumar@example.com', certificate.verifyUrl);
    expect(mail).toContain(
      `Your certificate for Tally Prime has been issued, number ${certificate.number}.`,
    );
  });

  it('queues nothing for a certificate without a contact', async () => {
    const before = (await app.db.selectFrom('notifications').select('id').execute()).length;
    const res = await issue({ name: 'No Contact', email: '', phone: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email: null, phone: null });
    const after = (await app.db.selectFrom('notifications').select('id').execute()).length;
    expect(after).toBe(before);
  });

  it('refuses a contact that is not one, on the form and the server alike', async () => {
    const badPhone = await issue({ name: 'Bad Phone', phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toMatchObject({
      phone: 'Enter a 10-digit mobile number, or leave it empty.',
    });
    const badEmail = await issue({ name: 'Bad Email', email: 'not an address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toMatchObject({
      email: 'Enter a valid e-mail address, or leave it empty.',
    });
    const names = await app.db.selectFrom('certificates').select('name').execute();
    expect(names.map((row) => row.name)).not.toContain('BAD PHONE');
  });

  it('imports a CSV with contact columns: one message for each row with a contact', async () => {
    const res = await importCsv(
      [
        'Name,Date of Birth,Course,Issue Date,Mobile,Email',
        'Kiran Rao,17/05/2004,Python Programming,2025-03-01,9812345678,',
        'Neha Singh,2003-11-02,Web Design,2025-03-01,,neha@example.com',
        'Arjun Das,2002-01-30,Data Science,2024-12-20,,',
      ].join('\n'),
    );
    expect(res.statusCode).toBe(201);
    const [kiran, neha, arjun] = res.json().data.numbers as string[];
    const messages = (await messagesOf()).filter((m) =>
      [kiran, neha, arjun].some((number) => JSON.parse(m.params).number === number),
    );
    expect(messages.map((m) => [JSON.parse(m.params).number, m.channel, m.address]).sort()).toEqual(
      [
        [kiran, 'whatsapp', '+919812345678'],
        [neha, 'email', 'neha@example.com'],
      ].sort(),
    );
    const row = await app.db
      .selectFrom('certificates')
      .selectAll()
      .where('number', '=', kiran ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ recipient_phone: '9812345678', recipient_email: null });
    const sent = await sentTo('+919812345678');
    expect(sent.text).toContain(`${site.config.PUBLIC_URL}/verify/${row.file_id}`);
  });

  it('refuses an import row whose contact is wrong, and imports nothing', async () => {
    const preview = await as(app, admin, {
      method: 'POST',
      url: '/api/v1/certificate/import/preview',
      ...(await (async () => {
        const data = new FormData();
        data.append(
          'csv',
          new Blob(
            [
              'Name,Date of Birth,Course,Issue Date,Phone,E-mail\nMeena Iyer,2004-01-01,Python,2025-01-01,555,meena@',
            ],
            { type: 'text/csv' },
          ),
          'students.csv',
        );
        const response = new Response(data);
        return {
          headers: { 'content-type': response.headers.get('content-type') ?? '' },
          payload: Buffer.from(await response.arrayBuffer()),
        };
      })()),
    });
    expect(preview.json().data.rows[0].problems).toEqual([
      'Enter a valid e-mail address, or leave it empty.',
      'Enter a 10-digit mobile number, or leave it empty.',
    ]);
    const before = (await app.db.selectFrom('certificates').select('id').execute()).length;
    const res = await importCsv(
      'Name,Date of Birth,Course,Issue Date,Phone\nMeena Iyer,2004-01-01,Python,2025-01-01,555',
    );
    expect(res.statusCode).toBe(400);
    expect((await app.db.selectFrom('certificates').select('id').execute()).length).toBe(before);
  });

  it('never shows the contact on the public check', async () => {
    const res = await issue({
      name: 'Private Person',
      phone: '9898989898',
      email: 'private.person@example.com',
    });
    const { number, fileId } = res.json().data;
    const answers = [
      await as(app, undefined, {
        method: 'POST',
        url: '/api/v1/certificate/check',
        payload: { number },
      }),
      await as(app, undefined, {
        method: 'POST',
        url: '/api/v1/certificate/check',
        payload: { name: 'Private Person', DOB: '2004-05-17' },
      }),
      await as(app, undefined, { method: 'GET', url: `/api/v1/certificate/verify/${fileId}` }),
      await as(app, undefined, {
        method: 'GET',
        url: `/api/v1/certificate/verify/${fileId}/credential`,
      }),
    ];
    const [byNumber, byName, verification, credential] = answers.map((answer) => {
      expect(answer.statusCode).toBe(200);
      return answer.body;
    });
    // The credential is a signed JWT: its claims are the middle part.
    const claims = Buffer.from(credential?.split('.')[1] ?? '', 'base64url').toString('utf8');
    for (const body of [byNumber, byName, verification, claims]) {
      expect(body).toContain(fileId);
      for (const secret of ['9898989898', 'private.person@example.com', '989898'])
        expect(body).not.toContain(secret);
    }
    expect(verification).toContain('PRIVATE PERSON');
    expect(claims).toContain('PRIVATE PERSON');
  });
});
