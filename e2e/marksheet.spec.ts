import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { adminPaths } from '#common/admin-paths';
import { pageQrCodes } from '../test/helpers/pdf-reading';
import { createCourse, uniqueTitle } from './course-helpers';
import { admin, expect, logIn, newStudent, registerStudent, test } from './support/test';

/**
 * A new student given a new course, with a paper test's mark entered by the admin and released,
 * all through the API.
 */
async function studentWithResult(request: APIRequestContext) {
  const title = uniqueTitle('Marksheet Course');
  const course = await createCourse(request, { title, files: false });
  await request.post('/api/v1/user/logout');
  const student = newStudent('marksheet');
  const studentId = await registerStudent(request, student);
  await request.post('/api/v1/user/logout');

  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const granted = await request.post(`/api/v1/user/students/${studentId}/courses`, {
    data: { courseId: course._id, reason: 'Browser journey' },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  const made = await request.post('/api/v1/tests', {
    data: {
      courseId: course._id,
      title: 'Final exam',
      mode: 'offline',
      maxMarks: 100,
      passMarks: 33,
      opensAt: new Date(Date.now() - 86_400_000).toISOString(),
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const testId = ((await made.json()) as { data: { _id: string } }).data._id;
  const marked = await request.put(`/api/v1/tests/${testId}/marks`, {
    data: { marks: [{ userId: studentId, marks: 82 }] },
  });
  expect(marked.ok(), await marked.text()).toBe(true);
  const released = await request.post(`/api/v1/tests/${testId}/release`);
  expect(released.ok(), await released.text()).toBe(true);
  await request.post('/api/v1/user/logout');
  return { course, student, studentId };
}

test("the admin issues a marksheet from the student's page, the student downloads it, its QR code opens its verification page; once revoked the page says so", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow(); // The admin, the student and a visitor, each in a browser of their own.
  const { course, student, studentId } = await studentWithResult(request);

  // The admin issues it from the student's page.
  await logIn(page, admin.email, admin.password);
  await page.goto(adminPaths.student.getHref(studentId));
  const section = page.getByRole('region', { name: 'Marksheets' });
  await expect(section.getByText('1 released result')).toBeVisible();
  await section.getByRole('button', { name: `Issue marksheet for ${course.courseTitle}` }).click();
  await expect(page.getByText('Marksheet issued')).toBeVisible();
  const revoke = section.getByRole('button', { name: /^Revoke VCI-MS-\d{4}-\d{6}$/ });
  await expect(revoke).toBeVisible();
  const number = ((await revoke.textContent()) ?? '').replace(/^Revoke\s*/, '').trim();
  await expect(section.getByText('Valid', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-marksheets.png'), fullPage: true });

  // The student downloads it from My Learning, on a phone.
  const own = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const mine = await own.newPage();
  await logIn(mine, student.email, student.password);
  await mine.goto('/myLearning');
  const mySheets = mine.getByRole('region', { name: 'My marksheets' });
  await expect(mySheets.getByText(`${course.courseTitle} · ${number}`)).toBeVisible();
  const saving = mine.waitForEvent('download');
  await mySheets
    .getByRole('link', { name: `Download marksheet (PDF) for ${course.courseTitle}` })
    .click();
  const pdf = await readFile((await (await saving).path())!);
  await mine.screenshot({ path: testInfo.outputPath('my-marksheets.png'), fullPage: true });

  // Its QR code opens its verification page, which says valid.
  const [verifyUrl] = await pageQrCodes(pdf);
  expect(verifyUrl).toMatch(/\/marksheet\/[\w-]+$/);
  const checkPath = new URL(verifyUrl!).pathname;
  await mine.goto(checkPath);
  await expect(
    mine.getByRole('heading', { level: 1, name: 'Marksheet verification' }),
  ).toBeVisible();
  await expect(mine.getByRole('status')).toHaveText(
    'Valid: this marksheet was issued by the institute and has not been revoked.',
  );
  await expect(mine.getByText(number, { exact: true })).toBeVisible();
  await expect(mine.getByText(course.courseTitle, { exact: true })).toBeVisible();
  await expect(mine.getByText(student.userName, { exact: true })).toBeVisible();
  await expect(mine.getByText('82%', { exact: true })).toBeVisible();

  // The admin revokes it, with a reason, after confirming.
  await revoke.click();
  await section
    .getByLabel(`Reason for revoking ${number}`)
    .fill('Marks entered for the wrong test');
  await section.getByRole('button', { name: 'Revoke marksheet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(page.getByText('Marksheet revoked')).toBeVisible();
  await expect(
    section.getByText(/^Revoked on .*: Marks entered for the wrong test$/),
  ).toBeVisible();

  // The same address now says revoked, and the student no longer has it to download.
  await mine.goto(checkPath);
  await expect(mine.getByRole('status')).toHaveText(
    /^Revoked on \d\d\/\d\d\/\d{4}\. Reason: Marks entered for the wrong test$/,
  );
  await mine.screenshot({ path: testInfo.outputPath('revoked-marksheet.png'), fullPage: true });
  const listed = mine.waitForResponse((response) =>
    response.url().endsWith('/api/v1/marksheet/mine'),
  );
  await mine.goto('/myLearning');
  expect(((await (await listed).json()) as { data: { marksheets: unknown[] } }).data).toEqual({
    marksheets: [],
  });
  await expect(mine.getByRole('region', { name: 'My marksheets' })).toHaveCount(0);
  await own.close();
});
