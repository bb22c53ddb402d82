import { describe, expect, it } from 'vitest';
import { pngImage } from '../helpers/files';
import { firstPageText, inflatingPdf, letterPdf, pageQrCodes } from '../helpers/pdf-reading';
import { answerToPartOfBody } from '../helpers/partial-body';
import { as, multipart } from '../helpers/requests';
import { defaultSiteSettings } from '#common/site-settings';
import { getSiteSettings, saveSiteSettings } from '#server/db/site-settings';
import { expectServerError } from '../helpers/server-log';
import { certificateSite } from './certificate-site';

const header = 'Name,Date of Birth,Course,Issue Date,Grade,File';
const good = [
  'Kiran Rao,17/05/2004,Python Programming,2025-03-01,A,',
  'neha  singh,2003-11-02,Web Design,01/03/2025,,',
  'Arjun Das,2002-01-30,Data Science,2024-12-20,B+,arjun.pdf',
];

describe('certificates: bulk import from a CSV', () => {
  const ctx = certificateSite();
  const form = async (csv: string, pdfs: { name: string; data: Buffer }[] = []) => {
    const data = new FormData();
    data.append('csv', new Blob([csv], { type: 'text/csv' }), 'students.csv');
    for (const pdf of pdfs) data.append('pdfs', new Blob([new Uint8Array(pdf.data)]), pdf.name);
    const response = new Response(data);
    return {
      headers: { 'content-type': response.headers.get('content-type') ?? '' },
      payload: Buffer.from(await response.arrayBuffer()),
    };
  };
  const send = async (
    path: 'import' | 'import/preview',
    csv: string,
    pdfs: { name: string; data: Buffer }[] = [],
  ) =>
    as(ctx.app, ctx.admin, {
      method: 'POST',
      url: `/api/v1/certificate/${path}`,
      ...(await form(csv, pdfs)),
    });
  const arjun = async () => ({
    name: 'arjun.pdf',
    data: await letterPdf('Arjun Das, Data Science'),
  });

  it('previews every row with its problems and stores nothing', async () => {
    const csv = [
      header,
      ...good,
      ',2004-01-01,Python,2025-01-01,,',
      'Bad Date,2004-13-45,Python,2025-01-01,,',
      'Future,2004-01-01,Python,2999-01-01,,',
      'Missing File,2004-01-01,Python,2025-01-01,,missing.pdf',
      'राम,2004-01-01,Python,2025-01-01,,',
    ].join('\n');
    const res = await send('import/preview', csv, [await arjun()]);
    expect(res.statusCode).toBe(200);
    const { rows, rowsWithProblems } = res.json().data;
    expect(rowsWithProblems).toBe(5);
    expect(rows.slice(0, 3)).toEqual([
      {
        row: 2,
        name: 'KIRAN RAO',
        DOB: '2004-05-17',
        course: 'Python Programming',
        issueDate: '2025-03-01',
        grade: 'A',
        file: null,
        email: null,
        phone: null,
        problems: [],
      },
      expect.objectContaining({
        row: 3,
        name: 'NEHA SINGH',
        issueDate: '2025-03-01',
        problems: [],
      }),
      expect.objectContaining({ row: 4, file: 'arjun.pdf', grade: 'B+', problems: [] }),
    ]);
    expect(
      rows.slice(3).map((r: { row: number; problems: string[] }) => [r.row, r.problems]),
    ).toEqual([
      [5, ['Student name is required']],
      [6, ['Enter a real date of birth in the past.']],
      [7, ['The issue date cannot be in the future.']],
      [8, ['No PDF named missing.pdf was uploaded.']],
      [
        9,
        [
          'Only Latin letters can be printed on a generated certificate; upload this row’s own PDF.',
        ],
      ],
    ]);
    expect(await ctx.rowCount()).toBe(0);
    expect(await ctx.storedFiles()).toEqual([]);
  });

  it('stores nothing when one row is bad, and names the row', async () => {
    const csv = [header, ...good, 'Lata Mehra,2001-07-07,,2025-02-02,,'].join('\n');
    const res = await send('import', csv, [await arjun()]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Nothing was imported: Row 5 has a problem. Row 5: Course is required',
      errors: { 'row 5': 'Course is required' },
    });
    expect(await ctx.rowCount()).toBe(0);
    expect(await ctx.storedFiles()).toEqual([]);
    expect(await ctx.app.db.selectFrom('certificate_counters').selectAll().execute()).toEqual([]);
  });

  it('refuses a PDF that unpacks past 16 MB, on the row that names it', async () => {
    const bomb = { name: 'arjun.pdf', data: await inflatingPdf(64 * 1024 * 1024) };
    const preview = await send('import/preview', [header, good[2]].join('\n'), [bomb]);
    expect(preview.json().data.rows[0].problems).toEqual([
      'arjun.pdf: This PDF unpacks to more than 16 MB when read. Save it again with Print to PDF and upload that copy.',
    ]);
    const res = await send('import', [header, good[2]].join('\n'), [bomb]);
    expect(res.statusCode).toBe(400);
    expect(await ctx.rowCount()).toBe(0);
  });

  it('refuses a cell broken over lines or holding a control character, naming its column', async () => {
    const oneLine =
      'Write this on one line, without line breaks, tabs or other control characters.';
    const csv = [
      header,
      '"Kiran\r\nRao",17/05/2004,Python Programming,2025-03-01,A,',
      'Neha Singh,2003-11-02,"Web\nDesign",2025-03-01,,',
      'Arjun Das,2002-01-30,Data Science,2024-12-20,"B\u202e+",',
      'Lata Mehra,2001-07-07,Excel\u0085,2025-02-02,"A\tB",',
    ].join('\n');
    const preview = await send('import/preview', csv);
    expect(preview.statusCode).toBe(200);
    expect(
      preview.json().data.rows.map((r: { row: number; problems: string[] }) => [r.row, r.problems]),
    ).toEqual([
      [2, [`Name: ${oneLine}`]],
      [3, [`Course: ${oneLine}`]],
      [4, [`Grade: ${oneLine}`]],
      [5, [`Course: ${oneLine}`, `Grade: ${oneLine}`]],
    ]);
    const res = await send('import', csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `Nothing was imported: 4 rows have a problem. Row 2: Name: ${oneLine}`,
    );
    expect(await ctx.rowCount()).toBe(0);
    expect(await ctx.storedFiles()).toEqual([]);
  });

  it('refuses a PDF that is not one, on the row that names it', async () => {
    const res = await send('import', [header, good[2]].join('\n'), [
      { name: 'arjun.pdf', data: await pngImage() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'row 2': 'arjun.pdf: Only PDF files are allowed.' });
    expect(await ctx.rowCount()).toBe(0);
  });

  it.each([
    ['an empty CSV', header, 'The CSV has no rows.'],
    [
      'a CSV without a course column',
      'Name,DOB,Issue Date\nA,2004-01-01,2025-01-01',
      'The CSV needs the columns name, date of birth, course and issue date.',
    ],
    [
      'a broken CSV',
      `${header}\n"unclosed,2004-01-01,Python,2025-01-01,,`,
      'The CSV could not be read (line 2).',
    ],
  ])('refuses %s whole', async (_, csv, message) => {
    const res = await send('import/preview', csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('issues every row: generated from the template or stamped, numbered per year, audited', async () => {
    const res = await send('import', [header, ...good].join('\r\n'), [await arjun()]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Issued 3 certificates.',
      data: { count: 3 },
    });
    expect(res.json().data.numbers).toEqual([
      'VCI-2025-000001',
      'VCI-2025-000002',
      'VCI-2024-000001',
    ]);

    const listed = await as(ctx.app, ctx.admin, { method: 'GET', url: '/api/v1/certificate' });
    const byNumber = new Map(
      listed.json().data.certificates.map((c: { number: string }) => [c.number, c] as const),
    );
    const kiran = byNumber.get('VCI-2025-000001') as Record<string, string>;
    expect(kiran).toMatchObject({
      name: 'KIRAN RAO',
      grade: 'A',
      issueDate: '2025-03-01',
      stamped: true,
    });
    const generated = (await as(ctx.app, undefined, { method: 'GET', url: kiran.pdfUrl }))
      .rawPayload;
    const text = await firstPageText(generated);
    for (const part of [
      'KIRAN RAO',
      'Python Programming',
      'with grade A',
      'Vidya Computer Institute',
      'Ravi Kumar Verma',
      'VCI-2025-000001',
    ])
      expect(text).toContain(part);
    expect(await pageQrCodes(generated)).toEqual([kiran.verifyUrl]);

    const own = byNumber.get('VCI-2024-000001') as Record<string, string>;
    const stamped = (await as(ctx.app, undefined, { method: 'GET', url: own.pdfUrl })).rawPayload;
    expect(await firstPageText(stamped)).toContain('Arjun Das, Data Science');
    expect(await pageQrCodes(stamped)).toEqual([own.verifyUrl]);

    const check = await as(ctx.app, undefined, {
      method: 'POST',
      url: '/api/v1/certificate/check',
      payload: { name: 'Neha Singh', DOB: '2003-11-02' },
    });
    expect(check.statusCode).toBe(200);
    const events = await ctx.app.db.selectFrom('certificate_events').select('action').execute();
    expect(events.map((e) => e.action)).toEqual(['imported', 'imported', 'imported']);
  });

  it('rolls the whole batch back when the database refuses one row', async () => {
    // A number taken behind the counter's back: the second row's insert fails in the transaction.
    const before = await ctx.rowCount();
    const [taken] = await ctx.app.db
      .selectFrom('certificates')
      .selectAll()
      .where('number', '=', 'VCI-2025-000001')
      .execute();
    await ctx.app.db
      .updateTable('certificates')
      .set({ number: 'VCI-2025-000004', serial: 4 })
      .where('id', '=', taken?.id ?? '')
      .execute();
    const files = await ctx.storedFiles();
    expectServerError(/UNIQUE|unique/);
    const res = await send('import', [header, good[0], good[1]].join('\n'));
    expect(res.statusCode).toBe(500);
    expect(await ctx.rowCount()).toBe(before);
    expect(await ctx.storedFiles()).toEqual(files);
  });

  it('stops reading a 24 MB CSV at its row 1,001, before the rest has arrived', async () => {
    const row = 'Kiran Rao,17/05/2004,Python Programming,2025-03-01,A,\n';
    const { headers, payload } = await form(`${header}\n${row.repeat(1_100)}`);
    const answer = await answerToPartOfBody(
      ctx.app,
      {
        method: 'POST',
        url: '/api/v1/certificate/import/preview',
        headers: { ...headers, cookie: ctx.admin },
        body: payload.subarray(0, -100),
      },
      24 * 1024 * 1024,
    );
    expect(answer?.status).toBe(400);
    expect(answer?.json).toEqual({
      success: false,
      message: 'At most 1000 rows can be imported at once.',
    });
  });

  it('refuses a CSV over 2 MB, however few its rows', async () => {
    const res = await send('import/preview', `${header}\n${'x'.repeat(3 * 1024 * 1024)},,,,,`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The CSV is too large: at most 2 MB.' });
  });

  it('refuses an institute name or signatory in Devanagari when settings are saved', async () => {
    const message =
      'This is printed on certificates, which can print only Latin letters; write it in Latin letters.';
    const save = (payload: object) =>
      as(ctx.app, ctx.admin, { method: 'PATCH', url: '/api/v1/settings', payload });
    const named = await save({ name: 'विद्या कंप्यूटर संस्थान' });
    expect(named.statusCode).toBe(400);
    expect(named.json()).toMatchObject({ success: false, message, errors: { name: message } });
    const signed = await save({
      certificateSignatory: { name: 'रवि कुमार वर्मा', title: 'Director' },
    });
    expect(signed.statusCode).toBe(400);
    expect(signed.json().errors).toEqual({ 'certificateSignatory.name': message });
    expect((await getSiteSettings(ctx.app.db)).name).toBe(defaultSiteSettings.name);
  });

  it('flags rows made from the template when the stored signatory is in Devanagari, and never answers 500', async () => {
    // Saved before the settings form checked it.
    const settings = await getSiteSettings(ctx.app.db);
    await saveSiteSettings(ctx.app.db, {
      ...settings,
      certificateSignatory: { name: 'रवि कुमार वर्मा', title: 'निदेशक' },
    });
    try {
      const before = await ctx.rowCount();
      const csv = [header, good[0], good[2]].join('\n');
      const problem =
        'The institute’s name or the signatory in Settings is not in Latin letters, which are the only ones a generated certificate can print; change them in Settings, or upload this row’s own PDF.';
      const preview = await send('import/preview', csv, [await arjun()]);
      expect(preview.statusCode).toBe(200);
      expect(
        preview.json().data.rows.map((r: { row: number; problems: string[] }) => r.problems),
      ).toEqual([[problem], []]);
      const res = await send('import', csv, [await arjun()]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ 'row 2': problem });
      expect(await ctx.rowCount()).toBe(before);
    } finally {
      await saveSiteSettings(ctx.app.db, settings);
    }
  });

  it('needs the CSV', async () => {
    const res = await as(ctx.app, ctx.admin, {
      method: 'POST',
      url: '/api/v1/certificate/import/preview',
      ...(await multipart({})),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Choose a CSV file.' });
  });
});
