import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '#server/services/images';
import { A4, CR80 } from '#server/services/id-card-pdf';
import { batchRequests } from '../batch-classes/batch-site';
import { courseSite } from '../courses/course-site';
import { makeUser, uniqueTag } from '../helpers/factories';
import { pngImage } from '../helpers/files';
import { pageQrCodes, pdfLayoutText } from '../helpers/pdf-reading';
import { as, logIn } from '../helpers/requests';
import { testDb } from '../helpers/test-app';

/** India's date in these tests; moved on to see a card expire. */
const clock = { today: '2026-07-10' };

interface Card {
  _id: string;
  number: string;
  status: string;
  checkUrl: string;
  pdfUrl: string;
}

describe(`student ID cards: issued, checked, reissued and revoked (${testDb})`, () => {
  const ctx = courseSite({ app: { today: () => clock.today } });
  const { call, newBatch } = batchRequests(ctx);
  let batch: { id: string; courseTitle: string };
  let photoKey: string;

  const cards = (method: 'GET' | 'POST', url: string, payload?: object, cookie = ctx.admin) =>
    as(ctx.app, cookie, { method, url: `/api/v1/id-cards${url}`, ...(payload ? { payload } : {}) });

  /** A student in the batch, with an admission number and a photo unless told otherwise. */
  const student = async (
    fields: { userName?: string; admission?: boolean; photo?: boolean; inBatch?: boolean } = {},
  ) => {
    const { user, password } = await makeUser(ctx.app.db, { userName: fields.userName });
    await ctx.app.db
      .updateTable('users')
      .set({
        admission_number: fields.admission === false ? null : `ADM-2026-${uniqueTag()}`,
        profile_img: fields.photo === false ? null : photoKey,
      })
      .where('id', '=', user.id)
      .execute();
    if (fields.inBatch !== false) {
      const added = await call('POST', `/batch/${batch.id}/students`, { userId: user.id });
      expect(added.statusCode, added.body).toBe(201);
    }
    return { id: user.id, email: user.email, cookie: await logIn(ctx.app, user.email, password) };
  };

  const issue = async (studentId: string, validUntil = '2027-07-09') => {
    const res = await cards('POST', `/student/${studentId}`, { batchId: batch.id, validUntil });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Card;
  };

  /** The check page a card's QR code opens, as a phone gets it. */
  const checkPage = async (card: Card, prefix = '') => {
    const path = new URL(card.checkUrl).pathname;
    const res = await ctx.app.inject({ method: 'GET', url: `${prefix}${path}` });
    return { status: res.statusCode, html: res.body, path };
  };

  const pdfOf = async (url: string, cookie = ctx.admin) => {
    const res = await as(ctx.app, cookie, { method: 'GET', url });
    return { status: res.statusCode, pdf: res.rawPayload, type: res.headers['content-type'] };
  };

  beforeAll(async () => {
    batch = await newBatch();
    photoKey = (await storeImage(ctx.app.storage, await pngImage(600, 800, '#aa5522'), 'profiles'))
      .key;
  });

  afterAll(() => {
    clock.today = '2026-07-10';
  });

  it('says what is missing: an admission number, a photo, the batch, a validity within five years', async () => {
    const noNumber = await student({ admission: false });
    const refused = await cards('POST', `/student/${noNumber.id}`, {
      batchId: batch.id,
      validUntil: '2027-07-09',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/no admission number yet/);

    const noPhoto = await student({ photo: false });
    const noPhotoRes = await cards('POST', `/student/${noPhoto.id}`, {
      batchId: batch.id,
      validUntil: '2027-07-09',
    });
    expect(noPhotoRes.statusCode).toBe(409);
    expect(noPhotoRes.json().message).toMatch(/no profile photo/);

    const outside = await student({ inBatch: false });
    const notInBatch = await cards('POST', `/student/${outside.id}`, {
      batchId: batch.id,
      validUntil: '2027-07-09',
    });
    expect(notInBatch.statusCode).toBe(400);
    expect(notInBatch.json().errors).toEqual({ batchId: 'The student is not in this batch.' });

    const ready = await student();
    for (const validUntil of ['2026-07-09', '2031-07-11', '2027-02-30']) {
      const res = await cards('POST', `/student/${ready.id}`, { batchId: batch.id, validUntil });
      expect(res.statusCode, validUntil).toBe(400);
    }
    const info = await cards('GET', `/student/${ready.id}`);
    expect(info.json().data).toMatchObject({ hasPhoto: true, cards: [] });
    expect(info.json().data.batches).toEqual([
      { _id: batch.id, label: expect.stringContaining(batch.courseTitle) },
    ]);
  });

  it('checks a card as valid, showing only its photo, name, course and status, in English and Hindi', async () => {
    const asha = await student({ userName: 'आशा वर्मा' });
    const card = await issue(asha.id);
    expect(card.status).toBe('valid');

    const { status, html, path } = await checkPage(card);
    expect(status).toBe(200);
    expect(html).toContain('आशा वर्मा');
    expect(html).toContain(batch.courseTitle);
    expect(html).toContain('Valid today');
    const shown = [...html.matchAll(/<dd>(.*?)<\/dd>/g)].map((m) => m[1]);
    expect(shown).toHaveLength(3);
    const admission = (await cards('GET', `/student/${asha.id}`)).json().data.admissionNumber;
    for (const hidden of [admission, card.number, asha.email, '2027', 'Mon, Wed, Fri', photoKey])
      expect(html).not.toContain(hidden);

    const [, src] = /<img src="([^"]+)"/.exec(html) ?? [];
    expect(src).toBe(`${path}/photo`);
    const photo = await ctx.app.inject({ method: 'GET', url: src ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/id-card/not-a-card/photo' })).statusCode,
    ).toBe(404);

    const hindi = await checkPage(card, '/hi');
    expect(hindi.status).toBe(200);
    expect(hindi.html).toContain('<html lang="hi"');
    expect(hindi.html).toContain('आज मान्य है');

    const unknown = await ctx.app.inject({ method: 'GET', url: '/id-card/no-such-card' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('No ID card has this address.');
  });

  it('shows a card past its last day as expired', async () => {
    const card = await issue((await student()).id, '2026-12-31');
    clock.today = '2026-12-31';
    expect((await checkPage(card)).html).toContain('Valid today');
    clock.today = '2027-01-01';
    const { status, html } = await checkPage(card);
    expect(status).toBe(200);
    expect(html).toContain('Expired: not valid today');
    expect(html).not.toContain('Valid today');
    clock.today = '2026-07-10';
  });

  it('revokes a card with a reason the check page does not show, and logs it', async () => {
    const card = await issue((await student()).id);
    const reason = 'Lost card reported by the student';
    const revoked = await cards('POST', `/${card._id}/revoke`, { reason });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({ status: 'revoked', revokedReason: reason });
    expect((await cards('POST', `/${card._id}/revoke`, { reason })).statusCode).toBe(409);
    expect((await cards('POST', `/${card._id}/revoke`, { reason: ' ' })).statusCode).toBe(400);

    const { html } = await checkPage(card);
    expect(html).toContain('Revoked: not valid');
    expect(html).not.toContain(reason);

    const log = await as(ctx.app, ctx.admin, {
      method: 'GET',
      url: '/api/v1/activity?kind=id card',
    });
    expect(log.json().data.activity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entity: 'id card',
          action: 'revoked',
          entityId: card._id,
          summary: expect.stringContaining(reason),
        }),
        expect.objectContaining({ entity: 'id card', action: 'issued', entityId: card._id }),
      ]),
    );
  });

  it('reissues a card: the old one revoked as replaced, the new one valid, one current card a student', async () => {
    const ravi = await student();
    const first = await issue(ravi.id);
    const again = await cards('POST', `/student/${ravi.id}`, {
      batchId: batch.id,
      validUntil: '2027-07-09',
    });
    expect(again.statusCode).toBe(409);

    const reissued = await cards('POST', `/${first._id}/reissue`, {
      batchId: batch.id,
      validUntil: '2028-07-09',
    });
    expect(reissued.statusCode, reissued.body).toBe(201);
    const second = reissued.json().data as Card;
    expect(second.number).toBe(first.number.replace(/\/1$/, '/2'));
    expect(second.checkUrl).not.toBe(first.checkUrl);

    const old = await ctx.app.db
      .selectFrom('id_cards')
      .selectAll()
      .where('id', '=', first._id)
      .executeTakeFirstOrThrow();
    expect(old).toMatchObject({
      replaced_by: second._id,
      revoked_reason: 'Replaced by a new card.',
    });
    expect((await checkPage(first)).html).toContain('Revoked: not valid');
    expect((await checkPage(second)).html).toContain('Valid today');
    expect(
      (
        await cards('POST', `/${first._id}/reissue`, {
          batchId: batch.id,
          validUntil: '2028-07-09',
        })
      ).statusCode,
    ).toBe(409);

    const mine = await cards('GET', '/mine', undefined, ravi.cookie);
    expect(mine.json().data.map((c: Card) => c._id)).toEqual([second._id]);
    const listed = (await cards('GET', `/student/${ravi.id}`)).json().data.cards as Card[];
    expect(listed.map((c) => [c._id, c.status])).toEqual([
      [second._id, 'valid'],
      [first._id, 'revoked'],
    ]);
  });

  it('gives a card PDF to its holder and the admin only: CR80 front and back, the QR code its check page', async () => {
    const meena = await student({ userName: 'मीना Sharma' });
    const other = await student();
    const card = await issue(meena.id);

    expect((await pdfOf(card.pdfUrl, other.cookie)).status).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: card.pdfUrl })).statusCode).toBe(401);
    const own = await pdfOf(card.pdfUrl, meena.cookie);
    expect(own.status).toBe(200);
    expect(own.type).toBe('application/pdf');
    const { status, pdf } = await pdfOf(card.pdfUrl);
    expect(status).toBe(200);

    const document = await PDFDocument.load(pdf);
    const sizes = document.getPages().map((page) => page.getSize());
    expect(sizes).toHaveLength(2);
    for (const size of sizes) {
      expect(size.width).toBeCloseTo(CR80[0], 1);
      expect(size.height).toBeCloseTo(CR80[1], 1);
    }
    expect(CR80[0] / CR80[1]).toBeCloseTo(85.6 / 54, 5);
    expect(await pageQrCodes(pdf, 1)).toEqual([card.checkUrl]);
    const text = await pdfLayoutText(pdf);
    expect(text).toContain('Sharma');
    expect(text).toContain(batch.courseTitle);
    expect(text).toContain(card.number);
  });

  it('prints a batch on A4 sheets of ten: fronts then backs, valid cards only', async () => {
    const sheetBatch = await newBatch({ startsOn: '2026-08-03' });
    const issued: Card[] = [];
    for (let i = 0; i < 12; i += 1) {
      const { user } = await makeUser(ctx.app.db);
      await ctx.app.db
        .updateTable('users')
        .set({ admission_number: `ADM-2026-S${i}-${uniqueTag()}`, profile_img: photoKey })
        .where('id', '=', user.id)
        .execute();
      await call('POST', `/batch/${sheetBatch.id}/students`, { userId: user.id });
      const res = await cards('POST', `/student/${user.id}`, {
        batchId: sheetBatch.id,
        validUntil: '2027-07-09',
      });
      expect(res.statusCode, res.body).toBe(201);
      issued.push(res.json().data as Card);
    }
    const sheetUrl = `/api/v1/id-cards/batch/${sheetBatch.id}/sheet.pdf`;
    const pagesOf = async () => {
      const { status, pdf } = await pdfOf(sheetUrl);
      expect(status).toBe(200);
      return (await PDFDocument.load(pdf)).getPages().map((page) => page.getSize());
    };
    const sheets = await pagesOf();
    expect(sheets).toHaveLength(4);
    for (const size of sheets) {
      expect(size.width).toBeCloseTo(A4[0], 1);
      expect(size.height).toBeCloseTo(A4[1], 1);
    }
    for (const card of issued.slice(0, 2))
      await cards('POST', `/${card._id}/revoke`, { reason: 'Left the institute' });
    expect(await pagesOf()).toHaveLength(2);

    const empty = await newBatch({ startsOn: '2026-09-07' });
    const none = await pdfOf(`/api/v1/id-cards/batch/${empty.id}/sheet.pdf`);
    expect(none.status).toBe(404);
  });
});

describe(`the ID card check page counts checks per address (${testDb})`, () => {
  const ctx = courseSite({ config: () => ({ CERTIFICATE_CHECK_LIMIT_PER_IP: '3' }) });

  it('answers a page past the limit with 429, in the language asked, guessed addresses counted too', async () => {
    const check = (url: string) => ctx.app.inject({ method: 'GET', url });
    for (let i = 0; i < 3; i += 1)
      expect((await check(`/id-card/guess-${i}`)).statusCode).toBe(404);
    const refused = await check('/hi/id-card/guess-4');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('इस पते से बहुत ज़्यादा जाँच हुई हैं।');
  });
});
