import { describe, expect, it } from 'vitest';
import { pdfFile } from '../helpers/files';
import {
  encryptedPdf,
  firstPageText,
  inflatingPdf,
  letterPdf,
  pageQrCodes,
} from '../helpers/pdf-reading';
import { as } from '../helpers/requests';
import { certificateSite } from './certificate-site';

describe('certificates: the stamped PDF', () => {
  const ctx = certificateSite();
  const download = (url: string) => as(ctx.app, undefined, { method: 'GET', url });

  it('carries the number and a QR code of the verification address; the original is kept', async () => {
    const uploaded = await letterPdf('Certificate of Completion');
    const data = (
      await ctx.create({}, { name: 'asha.pdf', data: uploaded, type: 'application/pdf' })
    ).json().data;
    const served = await download(data.pdfUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`inline; filename="${data.number}.pdf"`);
    const pdf = served.rawPayload;
    expect(pdf.equals(uploaded)).toBe(false);
    expect(await firstPageText(pdf)).toContain(data.number);
    expect(await firstPageText(pdf)).toContain('Certificate of Completion');
    expect(await pageQrCodes(pdf)).toEqual([data.verifyUrl]);

    const original = await ctx.app.db
      .selectFrom('certificates')
      .select('original_key')
      .where('id', '=', data._id)
      .executeTakeFirstOrThrow();
    const stream = await ctx.app.storage.read(original.original_key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(uploaded)).toBe(true);

    const attachment = await download(data.downloadUrl);
    expect(attachment.headers['content-disposition']).toBe(
      `attachment; filename="${data.number}.pdf"`,
    );
  });

  it('stamps a bare hand-written PDF too', async () => {
    const data = (await ctx.create({}, { name: 'bare.pdf', data: pdfFile() })).json().data;
    expect(data.stamped).toBe(true);
    const pdf = (await download(data.pdfUrl)).rawPayload;
    expect(await pageQrCodes(pdf)).toEqual([data.verifyUrl]);
  });

  it('keeps an encrypted PDF as uploaded, tells the admin, and still verifies it', async () => {
    const res = await ctx.create(
      { name: 'Meera Iyer', DOB: '2001-01-09' },
      { name: 'locked.pdf', data: encryptedPdf() },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/could not be stamped/);
    const data = res.json().data;
    expect(data.stamped).toBe(false);
    expect((await download(data.pdfUrl)).rawPayload.equals(encryptedPdf())).toBe(true);
    const check = await as(ctx.app, undefined, {
      method: 'POST',
      url: '/api/v1/certificate/check',
      payload: { name: 'meera iyer', DOB: '2001-01-09' },
    });
    expect(check.json()).toEqual({ success: true, data: { fileId: data.fileId } });
    expect(await ctx.storedFiles()).toHaveLength(2 + 2 + 1);
  });

  it('refuses a PDF that unpacks past 16 MB, answering other requests meanwhile', async () => {
    const bomb = await inflatingPdf(128 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200_000);
    const [rows, files] = [await ctx.rowCount(), await ctx.storedFiles()];
    let answered = false;
    const upload = ctx.create({}, { name: 'bomb.pdf', data: bomb }).finally(() => {
      answered = true;
    });
    const waits: number[] = [];
    while (!answered) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const started = performance.now();
      expect((await ctx.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
      waits.push(performance.now() - started);
    }
    const res = await upload;
    expect(Math.max(...waits)).toBeLessThan(1_000);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message:
        'This PDF unpacks to more than 16 MB when read. Save it again with Print to PDF and upload that copy.',
    });
    expect([await ctx.rowCount(), await ctx.storedFiles()]).toEqual([rows, files]);
  });

  it('answers 404 for an unknown verification address', async () => {
    for (const url of ['/api/v1/certificate/verify/nope', '/api/v1/certificate/verify/nope/pdf']) {
      const res = await download(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Certificate not found.' });
    }
  });
});
