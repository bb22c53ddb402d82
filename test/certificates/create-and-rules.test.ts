import { describe, expect, it } from 'vitest';
import { pdfFile, pngImage } from '../helpers/files';
import { as } from '../helpers/requests';
import { certificateSite, fields } from './certificate-site';

const NUMBER = /^VCI-\d{4}-\d{6}$/;

describe('certificates: upload and the rules of section 5', () => {
  const ctx = certificateSite();

  it('issues a certificate: upper-case name, a yearly number, an unguessable address', async () => {
    const res = await ctx.create();
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: expect.stringMatching(/uploaded/) });
    const data = body.data;
    const year = new Date().getFullYear();
    expect(data).toMatchObject({
      name: 'ASHA KUMARI',
      DOB: fields.DOB,
      course: fields.course,
      status: 'valid',
      revokedAt: null,
      revokedReason: null,
      grade: null,
      stamped: true,
    });
    expect(data.number).toMatch(NUMBER);
    expect(data.number.slice(4, 8)).toBe(String(year));
    expect(data.fileId).toMatch(/^[\w-]{22}$/);
    expect(data.verifyUrl).toBe(`${ctx.site.config.PUBLIC_URL}/verify/${data.fileId}`);
    expect(data.certificateImg).toBe(`/api/v1/certificate/verify/${data.fileId}/pdf`);
    expect(Object.keys(data).sort()).toEqual(
      [
        '_id',
        'name',
        'DOB',
        'course',
        'fileId',
        'number',
        'issueDate',
        'grade',
        'status',
        'revokedAt',
        'revokedReason',
        'pdfSha256',
        'credentialUrl',
        'issuer',
        'stamped',
        'email',
        'phone',
        'certificateImg',
        'verifyUrl',
        'pdfUrl',
        'downloadUrl',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    // The original and the stamped copy.
    expect(await ctx.storedFiles()).toHaveLength(2);

    const next = (await ctx.create({ name: 'Ravi Shankar' })).json().data;
    const serial = (n: string) => Number(n.slice(-6));
    expect(serial(next.number)).toBe(serial(data.number) + 1);
    expect(next.fileId).not.toBe(data.fileId);
  });

  it.each([
    ['no name', { name: '   ' }, undefined, 'Student name is required', 'name'],
    ['no date of birth', { DOB: '' }, undefined, 'Date of birth is required', 'DOB'],
    ['no course', { course: '' }, undefined, 'Course is required', 'course'],
    ['no certificate', {}, null, 'Certificate is required', 'certificateImg'],
    [
      'a date of birth in the future',
      { DOB: '2999-01-01' },
      undefined,
      'Enter a real date of birth in the past.',
      'DOB',
    ],
    [
      'an impossible date',
      { DOB: '2004-02-30' },
      undefined,
      'Enter a real date of birth in the past.',
      'DOB',
    ],
    [
      'a name over 100 characters',
      { name: 'a'.repeat(101) },
      undefined,
      'At most 100 characters.',
      'name',
    ],
  ] as const)(
    'refuses %s with its message, storing nothing',
    async (_, overrides, file, message, field) => {
      const [rows, files] = [await ctx.rowCount(), await ctx.storedFiles()];
      const res = await ctx.create(overrides, file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
      expect(await ctx.rowCount()).toBe(rows);
      expect(await ctx.storedFiles()).toEqual(files);
    },
  );

  it.each([
    [
      'a PNG named .pdf',
      async () => ({ name: 'c.pdf', data: await pngImage(), type: 'application/pdf' }),
    ],
    [
      'text sent as a PDF',
      async () => ({ name: 'c.pdf', data: Buffer.from('just words'), type: 'application/pdf' }),
    ],
    [
      'a PDF header inside other bytes',
      async () => ({ name: 'c.pdf', data: Buffer.concat([Buffer.from('MZ'), pdfFile()]) }),
    ],
  ])('refuses %s by its bytes with 415, storing nothing', async (_, file) => {
    const [rows, files] = [await ctx.rowCount(), await ctx.storedFiles()];
    const res = await ctx.create({}, await file());
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: 'Only PDF files are allowed.' });
    expect(await ctx.rowCount()).toBe(rows);
    expect(await ctx.storedFiles()).toEqual(files);
  });

  it('refuses a PDF over 25 MB with 413, storing nothing', async () => {
    const rows = await ctx.rowCount();
    const big = Buffer.concat([pdfFile(), Buffer.alloc(25 * 1024 * 1024)]);
    const res = await ctx.create({}, { name: 'big.pdf', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
    expect(await ctx.rowCount()).toBe(rows);
  });

  it('refuses every admin call to visitors (401) and students (403)', async () => {
    const student = await ctx.studentCookie();
    const calls: [string, string][] = [
      ['POST', '/api/v1/certificate/create'],
      ['GET', '/api/v1/certificate?page=1'],
      ['GET', '/api/v1/certificate/single-certificate/x'],
      ['DELETE', '/api/v1/certificate/x'],
      ['PATCH', '/api/v1/certificate/updateImg/x'],
      ['PATCH', '/api/v1/certificate/update/x'],
      ['PATCH', '/api/v1/certificate/revoke/x'],
      ['PATCH', '/api/v1/certificate/restore/x'],
      ['POST', '/api/v1/certificate/import/preview'],
      ['POST', '/api/v1/certificate/import'],
    ];
    for (const [method, url] of calls) {
      const visitor = await as(ctx.app, undefined, { method: method as 'GET', url });
      expect([url, visitor.statusCode]).toEqual([url, 401]);
      const asStudent = await as(ctx.app, student, { method: method as 'GET', url });
      expect([url, asStudent.statusCode, asStudent.json().message]).toEqual([
        url,
        403,
        'Only admins can do this.',
      ]);
    }
  });
});
