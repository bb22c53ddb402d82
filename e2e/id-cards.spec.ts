import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { adminPaths } from '#common/admin-paths';
import { WEEKDAYS } from '#common/batches';
import { indiaToday } from '#common/format';
import { pageQrCodes } from '../test/helpers/pdf-reading';
import { createCourse, uniqueTitle } from './course-helpers';
import { admin, dataDir, expect, logIn, newStudent, test, type Student } from './support/test';

/** A4 in points. */
const A4 = [595.28, 841.89];

/** A photo as a student uploads one: a face-sized block of colour. */
const photo = () =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: '#b45f2a' } })
    .png()
    .toBuffer();

test('the admin issues a student their ID card; its QR code opens a check page saying valid; the batch prints as A4 sheets', async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow(); // The admin and the student in browsers of their own, and two PDFs read.
  const course = await createCourse(request, {
    title: uniqueTitle('ID card course'),
    files: false,
  });
  const students: (Student & { id: string })[] = [];
  for (const details of [newStudent('idcard'), newStudent('idcard')]) {
    // Each student signs up and uploads their own photo, as they would on their profile.
    const own = await playwright.request.newContext({ baseURL });
    const registered = await own.post('/api/v1/user/register', { data: details });
    expect(registered.status()).toBe(201);
    const id = ((await registered.json()) as { data: { _id: string } }).data._id;
    const { email, password } = details;
    expect((await own.post('/api/v1/user/login', { data: { email, password } })).ok()).toBe(true);
    const uploaded = await own.patch('/api/v1/user/updateImg', {
      multipart: {
        profileImg: { name: 'me.png', mimeType: 'image/png', buffer: await photo() },
      },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    students.push({ ...details, id });
    await own.dispose();
  }
  // The admission (another part of issue 41) gives the number; here it is written straight in.
  const db = new Database(path.join(dataDir(), 'site.db'));
  for (const [index, student] of students.entries())
    db.prepare('UPDATE users SET admission_number = ? WHERE id = ?').run(
      `ADM-E2E-${Date.now().toString(36)}-${index}`,
      student.id,
    );
  db.close();

  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const batch = await request.post(`/api/v1/course/batches/${course._id}`, {
    data: {
      startsOn: indiaToday(),
      days: [...WEEKDAYS],
      startTime: '07:00',
      endTime: '07:45',
      mode: 'offline',
      seats: 30,
      seatsTaken: 0,
      place: `Lab ${Date.now()}`,
    },
  });
  expect(batch.status()).toBe(201);
  const batchId = ((await batch.json()) as { data: { _id: string } }).data._id;
  for (const student of students)
    expect(
      (
        await request.post(`/api/v1/course/batch/${batchId}/students`, {
          data: { userId: student.id },
        })
      ).ok(),
    ).toBe(true);

  // The admin issues the first student's card from their page and downloads it.
  const [asha, ravi] = students as [Student & { id: string }, Student & { id: string }];
  await logIn(page, admin.email, admin.password);
  await page.goto(adminPaths.student.getHref(asha.id));
  const section = page.getByRole('region', { name: 'ID card' });
  await expect(section.getByLabel('Batch')).toBeVisible();
  await section.getByRole('button', { name: 'Issue card' }).click();
  await expect(page.getByText('Card issued.')).toBeVisible();
  await expect(section.getByText('Valid', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('student-id-card.png'), fullPage: true });
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download card (PDF)' }).click();
  const card = await readFile((await (await downloading).path())!);
  const cardPages = (await PDFDocument.load(card)).getPages().map((p) => p.getSize());
  expect(cardPages).toHaveLength(2);
  expect(cardPages[0]!.width).toBeCloseTo((85.6 * 72) / 25.4, 1);

  // Its QR code, on the back, opens its check page on a phone.
  const [checkUrl] = await pageQrCodes(card, 1);
  expect(checkUrl).toMatch(/\/id-card\/[\w-]+$/);
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(new URL(checkUrl!).pathname);
  await expect(
    phone.getByRole('heading', { level: 1, name: 'Student ID card check' }),
  ).toBeVisible();
  await expect(phone.getByText(asha.userName)).toBeVisible();
  await expect(phone.getByText(course.courseTitle)).toBeVisible();
  await expect(phone.getByText('Valid today')).toBeVisible();
  const shown = phone.getByRole('img', { name: `Photo of ${asha.userName}` });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(phone.getByText(asha.email)).toHaveCount(0);
  await phone.screenshot({ path: testInfo.outputPath('id-card-check.png'), fullPage: true });
  await phone.close();

  // The second student's card is issued through the API; the batch prints as one A4 sheet.
  const issued = await request.post(`/api/v1/id-cards/student/${ravi.id}`, {
    data: {
      batchId,
      validUntil: `${Number(indiaToday().slice(0, 4)) + 1}${indiaToday().slice(4)}`,
    },
  });
  expect(issued.status()).toBe(201);
  await page.goto(adminPaths.batchClasses.getHref(batchId));
  const printing = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print ID cards (PDF)' }).click();
  const sheetFile = (await (await printing).path())!;
  const sheets = (await PDFDocument.load(await readFile(sheetFile))).getPages();
  expect(sheets.map((sheet) => [sheet.getWidth(), sheet.getHeight()])).toEqual([
    [expect.closeTo(A4[0]!, 1), expect.closeTo(A4[1]!, 1)],
    [expect.closeTo(A4[0]!, 1), expect.closeTo(A4[1]!, 1)],
  ]);
  // The student downloads their own card from My Learning, on a phone.
  const own = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const mine = await own.newPage();
  await logIn(mine, ravi.email, ravi.password);
  await mine.goto('/myLearning');
  const myCard = mine.getByRole('region', { name: 'My ID card' });
  await expect(myCard.getByText(/^Valid until /)).toBeVisible();
  const saving = mine.waitForEvent('download');
  await myCard.getByRole('link', { name: 'Download my ID card (PDF)' }).click();
  const ownPdf = await readFile((await (await saving).path())!);
  expect((await PDFDocument.load(ownPdf)).getPageCount()).toBe(2);
  await mine.screenshot({ path: testInfo.outputPath('my-id-card.png'), fullPage: true });
  await own.close();

  // The sheets as a printer would get them, to be looked at.
  execFileSync('pdftoppm', ['-png', '-r', '50', sheetFile, testInfo.outputPath('batch-sheet')]);
});
