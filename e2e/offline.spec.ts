import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { createCourse, uniqueTitle } from './course-helpers';
import { admin, expect, logIn, newStudent, registerStudent, test } from './support/test';

test.use({ serviceWorkers: 'allow' });

/** A lesson of notes with a PDF, in a new course given to a new student by the admin. */
async function courseWithPdfLesson(request: APIRequestContext) {
  const course = await createCourse(request, {
    title: uniqueTitle('Offline Course'),
    files: false,
  });
  const student = newStudent('offline');
  const studentId = await registerStudent(request, student);
  await request.post('/api/v1/user/logout');

  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const modules = await request.post(`/api/v1/lessons/admin/course/${course._id}/modules`, {
    data: { title: 'Reading' },
  });
  const moduleId = ((await modules.json()) as { data: { id: string }[] }).data[0]!.id;
  const added = await request.post(`/api/v1/lessons/admin/modules/${moduleId}/lessons`, {
    data: {
      title: 'Loops on paper',
      kind: 'file',
      minutes: 10,
      notes: '## Counting loops\n\nA loop repeats its body until its condition is false.',
    },
  });
  const lessonId = ((await added.json()) as { data: { lessons: { id: string }[] }[] }).data[0]!
    .lessons[0]!.id;
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Loops worksheet');
  const uploaded = await request.post(`/api/v1/lessons/admin/${lessonId}/upload`, {
    multipart: {
      file: {
        name: 'loops.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await pdf.save()),
      },
    },
  });
  expect(uploaded.ok()).toBe(true);
  const granted = await request.post(`/api/v1/user/students/${studentId}/courses`, {
    data: { courseId: course._id, reason: 'Browser journey' },
  });
  expect(granted.ok()).toBe(true);
  await request.post('/api/v1/user/logout');
  return { learnPath: `/learn/${course._id}?lesson=${lessonId}`, student };
}

/** Waits until the site's service worker controls the page. */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The names of the browser's caches and the addresses each holds. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    return Object.fromEntries(
      await Promise.all(
        names.map(async (name) => {
          const requests = await (await caches.open(name)).keys();
          return [name, requests.map((request) => new URL(request.url).pathname)] as const;
        }),
      ),
    );
  });

test('a student saves a lesson for offline, reads its notes and opens its PDF with the network cut, and signing out removes it', async ({
  page,
  context,
  request,
  allowedConsoleErrors,
}) => {
  // Without a network the page's other calls fail, and Chromium says so.
  allowedConsoleErrors.push(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
  const { learnPath, student } = await courseWithPdfLesson(request);
  // As on a first visit, the worker takes control only after the lesson's page has loaded its code
  // past it.
  let releaseWorker = () => {};
  const workerHeld = new Promise<void>((resolve) => (releaseWorker = resolve));
  await context.route('**/sw.js', async (route) => {
    await workerHeld;
    await route.continue();
  });
  await logIn(page, student.email, student.password);
  await page.goto(learnPath);
  await expect(page.getByRole('heading', { level: 2, name: 'Loops on paper' })).toBeVisible();
  releaseWorker();
  await workerInControl(page);

  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByText('Saved for offline reading ✓')).toBeVisible();
  const saved = page.getByRole('region', { name: 'Saved for offline' });
  await expect(saved.getByRole('link', { name: 'Loops on paper' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Loops on paper' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Counting loops' })).toBeVisible();
  await expect(
    page.getByText('A loop repeats its body until its condition is false.'),
  ).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download loops.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('loops.pdf');
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');

  await context.setOffline(false);
  const own = Object.keys(await cachedAddresses(page)).filter((name) =>
    name.startsWith('offline-lessons-'),
  );
  expect(own).toHaveLength(1);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  const left = await cachedAddresses(page);
  expect(Object.keys(left).filter((name) => name.startsWith('offline-lessons-'))).toEqual([]);
  expect(
    Object.values(left)
      .flat()
      .filter((address) => address.startsWith('/api/')),
  ).toEqual([]);
});

test("a visitor's browser caches the app and the pages seen, and no answer of the API", async ({
  page,
}) => {
  await page.goto('/');
  await workerInControl(page);
  await page.goto('/courses');
  await page.getByRole('link', { name: /Login/ }).first().click();
  await expect(page).toHaveURL(/\/login/);
  const cached = await cachedAddresses(page);
  expect(cached['pages']).toContain('/courses');
  expect(Object.keys(cached).some((name) => name.startsWith('workbox-precache'))).toBe(true);
  expect(
    Object.values(cached)
      .flat()
      .filter((address) => address.startsWith('/api/')),
  ).toEqual([]);
});
