import { describe, expect, it } from 'vitest';
import { as } from '../helpers/requests';
import { certificateSite, fields } from './certificate-site';

describe('certificates: checking and verifying', () => {
  const ctx = certificateSite();
  const check = (payload: Record<string, unknown>) =>
    as(ctx.app, undefined, { method: 'POST', url: '/api/v1/certificate/check', payload });

  it('finds a certificate by name and date of birth in any case and spacing', async () => {
    const issued = (await ctx.create()).json().data;
    for (const name of ['ASHA KUMARI', 'asha kumari', '  Asha   Kumari ', 'aSHA\tkumari']) {
      const res = await check({ name, DOB: fields.DOB });
      expect([name, res.statusCode, res.json()]).toEqual([
        name,
        200,
        { success: true, data: { fileId: issued.fileId } },
      ]);
    }
  });

  it('finds a certificate by its number alone, typed loosely', async () => {
    const issued = (await ctx.create({ name: 'Number Holder' })).json().data;
    const loose = issued.number.toLowerCase().replace(/-/g, ' ');
    for (const number of [issued.number, loose, issued.number.replace(/-/g, '')]) {
      const res = await check({ number });
      expect([number, res.json()]).toEqual([
        number,
        { success: true, data: { fileId: issued.fileId } },
      ]);
    }
  });

  it('gives the same answer for a wrong name, a wrong date of birth and an unknown number', async () => {
    await ctx.create({ name: 'Same Answer' });
    const wrongName = await check({ name: 'Sam Answer', DOB: fields.DOB });
    const wrongDob = await check({ name: 'Same Answer', DOB: '2004-05-18' });
    const wrongNumber = await check({ number: 'VCI-1999-999999' });
    for (const res of [wrongName, wrongDob, wrongNumber]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(wrongName.json());
    }
    expect(wrongName.json()).toEqual({
      success: false,
      message: 'No certificate matches these details. Check the spelling and the date of birth.',
    });
  });

  it.each([
    [{ DOB: fields.DOB }, 'Student name is required', 'name'],
    [{ name: '  ', DOB: fields.DOB }, 'Student name is required', 'name'],
    [{ name: 'Asha' }, 'Date of birth is required', 'DOB'],
    [{ number: 'ABC-12' }, 'Enter a certificate number such as VCI-2025-000123.', 'number'],
    [{ name: 42, DOB: fields.DOB }, 'Student name is required', 'name'],
  ])('refuses %j with its message', async (payload, message, field) => {
    const res = await check(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
  });

  it('shows the verification page data to anyone with the address', async () => {
    const issued = (await ctx.create({ name: 'Page Viewer' })).json().data;
    const res = await as(ctx.app, undefined, {
      method: 'GET',
      url: `/api/v1/certificate/verify/${issued.fileId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        name: 'PAGE VIEWER',
        course: fields.course,
        issueDate: issued.issueDate,
        number: issued.number,
        grade: null,
        status: 'valid',
        revokedAt: null,
        revokedReason: null,
        verifyUrl: issued.verifyUrl,
        pdfUrl: issued.pdfUrl,
        downloadUrl: issued.downloadUrl,
        pdfSha256: issued.pdfSha256,
        credentialUrl: `/api/v1/certificate/verify/${issued.fileId}/credential`,
        // The site's own did:web, which signs its credentials.
        issuer: `did:web:${encodeURIComponent(new URL(issued.verifyUrl).host)}`,
      },
    });
    expect(issued.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('certificates: guessing is limited', () => {
  const ctx = certificateSite({
    CERTIFICATE_CHECK_LIMIT_PER_NAME: '3',
    CERTIFICATE_CHECK_LIMIT_PER_IP: '6',
  });
  const check = (payload: Record<string, unknown>) =>
    as(ctx.app, undefined, { method: 'POST', url: '/api/v1/certificate/check', payload });

  it('per name, then per address', async () => {
    const statuses: number[] = [];
    for (const DOB of ['2000-01-01', '2000-01-02', '2000-01-03', '2000-01-04'])
      statuses.push((await check({ name: 'Guessed Name', DOB })).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const limited = await check({ name: ' guessed  name ', DOB: '2000-01-05' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts/);
    const other = await check({ name: 'Other Name', DOB: '2000-01-01' });
    expect(other.statusCode).toBe(404);
    expect((await check({ name: 'Third Name', DOB: '2000-01-01' })).statusCode).toBe(429);
  });
});

describe('certificates: numbers run in sequence, so few are looked up from one address', () => {
  const ctx = certificateSite({ CERTIFICATE_NUMBER_LIMIT_PER_IP: '3' });
  const check = (payload: Record<string, unknown>, remoteAddress: string) =>
    as(ctx.app, undefined, {
      method: 'POST',
      url: '/api/v1/certificate/check',
      payload,
      remoteAddress,
    });

  it('per address, while checks by name and date of birth go on', async () => {
    const issued = (await ctx.create({ name: 'Sequence Holder' })).json().data;
    const [year, serial] = issued.number.split('-').slice(1).map(Number);
    const numbers = [0, 1, 2, 3].map((i) => `VCI-${year}-${String(serial + i).padStart(6, '0')}`);
    const statuses = [];
    for (const number of numbers) statuses.push((await check({ number }, '10.0.0.1')).statusCode);
    expect(statuses).toEqual([200, 404, 404, 429]);
    const refused = await check({ number: issued.number }, '10.0.0.1');
    expect(refused.json()).toEqual({
      success: false,
      message:
        'Too many certificate numbers checked from this address. Please try again in 15 minutes.',
    });
    const byName = await check({ name: 'Sequence Holder', DOB: fields.DOB }, '10.0.0.1');
    expect(byName.json().data.fileId).toBe(issued.fileId);
    expect((await check({ number: issued.number }, '10.0.0.2')).statusCode).toBe(200);
  });
});
