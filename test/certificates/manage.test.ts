import { describe, expect, it } from 'vitest';
import { pngImage } from '../helpers/files';
import { firstPageText, letterPdf, pageQrCodes } from '../helpers/pdf-reading';
import { as, multipart } from '../helpers/requests';
import { certificateSite, fields } from './certificate-site';

describe('certificates: the admin table, edits, revoking and deleting', () => {
  const ctx = certificateSite();
  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    as(ctx.app, ctx.admin, {
      method,
      url: `/api/v1/certificate${url}`,
      ...(payload ? { payload } : {}),
    });
  const verify = async (fileId: string) =>
    (
      await as(ctx.app, undefined, { method: 'GET', url: `/api/v1/certificate/verify/${fileId}` })
    ).json().data;

  it('lists newest first, ten a page, searchable by name or number', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 12; i++)
      numbers.unshift((await ctx.create({ name: `Listed Student ${i}` })).json().data.number);
    const first = await call('GET', '?page=1');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.Pages).toBe(2);
    expect(first.json().data.certificates.map((c: { number: string }) => c.number)).toEqual(
      numbers.slice(0, 10),
    );
    const second = (await call('GET', '?page=2')).json().data;
    expect(second.certificates.map((c: { number: string }) => c.number)).toEqual(numbers.slice(10));

    const byName = (await call('GET', '?search=listed%20student%2011')).json().data;
    expect(byName.certificates.map((c: { name: string }) => c.name)).toEqual(['LISTED STUDENT 11']);
    const byNumber = (await call('GET', `?search=${numbers[3]?.slice(-6)}`)).json().data;
    expect(byNumber.certificates.map((c: { number: string }) => c.number)).toEqual([numbers[3]]);
    const wild = (await call('GET', '?search=%25%25%25')).json().data;
    expect(wild).toEqual({ certificates: [], Pages: 1, total: 0, more: false });
  });

  it('corrects name, date of birth and course as JSON, and records who did it', async () => {
    const issued = (await ctx.create({ name: 'Wrong Name' })).json().data;
    const res = await call('PATCH', `/update/${issued._id}`, {
      name: ' right   name ',
      DOB: '2003-03-03',
      course: 'Python Programming',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Certificate Content Updated',
      data: { name: 'RIGHT NAME', DOB: '2003-03-03', course: 'Python Programming' },
    });

    const refused = await call('PATCH', `/update/${issued._id}`, {
      name: 'X',
      DOB: '',
      course: 'Y',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: 'Date of birth is required' });
    const one = await call('GET', `/single-certificate/${issued._id}`);
    expect(one.statusCode).toBe(200);
    const detail = one.json().data;
    expect(detail).toMatchObject({
      name: 'RIGHT NAME',
      DOB: '2003-03-03',
      course: 'Python Programming',
    });
    expect(detail.history.map((e: { action: string }) => e.action)).toEqual(['created', 'updated']);
    expect(detail.history[1]).toMatchObject({
      actorName: expect.any(String),
      detail: expect.stringContaining('name WRONG NAME → RIGHT NAME'),
    });
    expect(Date.parse(detail.history[1].createdAt)).not.toBeNaN();

    const missing = await call('PATCH', '/update/missing', fields);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Certificate not found.' });
  });

  it('replaces the PDF, stamped with the same number, and removes the old files', async () => {
    const issued = (await ctx.create({ name: 'Replaced File' })).json().data;
    const before = await ctx.storedFiles();
    const upload = async (file: { name: string; data: Buffer } | null) =>
      as(ctx.app, ctx.admin, {
        method: 'PATCH',
        url: `/api/v1/certificate/updateImg/${issued._id}`,
        ...(await multipart({}, file ? { certificateImg: file } : {})),
      });
    const res = await upload({ name: 'v2.pdf', data: await letterPdf('Second edition') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { message: 'Certificate file updated', certificate: { number: issued.number } },
    });
    const pdf = (await as(ctx.app, undefined, { method: 'GET', url: issued.pdfUrl })).rawPayload;
    expect(await firstPageText(pdf)).toContain('Second edition');
    expect(await firstPageText(pdf)).toContain(issued.number);
    expect(await pageQrCodes(pdf)).toEqual([issued.verifyUrl]);
    const after = await ctx.storedFiles();
    expect(after).toHaveLength(before.length);
    expect(after).not.toEqual(before);

    const notPdf = await upload({ name: 'v3.pdf', data: await pngImage() });
    expect(notPdf.statusCode).toBe(415);
    const none = await upload(null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'Certificate is required' });
    expect(await ctx.storedFiles()).toEqual(after);
  });

  it('revokes with a reason, never verifying as valid, and restores', async () => {
    const issued = (await ctx.create({ name: 'Revoked Student' })).json().data;
    const noReason = await call('PATCH', `/revoke/${issued._id}`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Give the reason for revoking this certificate.');
    expect((await verify(issued.fileId)).status).toBe('valid');

    const revoked = await call('PATCH', `/revoke/${issued._id}`, { reason: 'Issued in error' });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({
      status: 'revoked',
      revokedReason: 'Issued in error',
    });
    const shown = await verify(issued.fileId);
    expect(shown).toMatchObject({ status: 'revoked', revokedReason: 'Issued in error' });
    expect(Date.parse(shown.revokedAt)).not.toBeNaN();
    expect((await call('PATCH', `/revoke/${issued._id}`, { reason: 'again' })).statusCode).toBe(
      409,
    );

    const restored = await call('PATCH', `/restore/${issued._id}`);
    expect(restored.json().data).toMatchObject({
      status: 'valid',
      revokedAt: null,
      revokedReason: null,
    });
    expect((await verify(issued.fileId)).status).toBe('valid');
    expect((await call('PATCH', `/restore/${issued._id}`)).statusCode).toBe(409);
    const history = (await call('GET', `/single-certificate/${issued._id}`)).json().data.history;
    expect(history.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'revoked',
      'restored',
    ]);
  });

  it('deletes a certificate and its files; the audit trail stays', async () => {
    const issued = (await ctx.create({ name: 'Deleted Student' })).json().data;
    const before = await ctx.storedFiles();
    const res = await call('DELETE', `/${issued._id}`);
    expect(res.json()).toEqual({ success: true, message: 'Deleted' });
    expect(await ctx.storedFiles()).toHaveLength(before.length - 2);
    expect((await call('GET', `/single-certificate/${issued._id}`)).statusCode).toBe(404);
    expect(await verify(issued.fileId)).toBeUndefined();
    expect((await call('DELETE', `/${issued._id}`)).statusCode).toBe(404);
    const trail = await ctx.app.db
      .selectFrom('certificate_events')
      .select('action')
      .where('certificate_id', '=', issued._id)
      .orderBy('created_at')
      .execute();
    expect(trail.map((e) => e.action)).toEqual(['created', 'deleted']);
  });
});
