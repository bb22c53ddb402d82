import type { APIRequestContext } from '@playwright/test';
import { createCourse, uniqueTitle } from './course-helpers';
import { admin, expect, logIn, newStudent, registerStudent, test } from './support/test';

/** Two notes lessons in one module of a new course, given to a new student by the admin. */
async function courseWithLessons(request: APIRequestContext) {
  const title = uniqueTitle('Learning Course');
  const course = await createCourse(request, { title, files: false });
  const student = newStudent('learner');
  const studentId = await registerStudent(request, student);
  await request.post('/api/v1/user/logout');

  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const modules = await request.post(`/api/v1/lessons/admin/course/${course._id}/modules`, {
    data: { title: 'First steps' },
  });
  const moduleId = ((await modules.json()) as { data: { id: string }[] }).data[0]!.id;
  for (const [lesson, notes] of [
    ['Welcome to the course', 'Read this first.'],
    ['Variables and names', '## Naming things\n\nGive every variable a clear name.'],
  ]) {
    const added = await request.post(`/api/v1/lessons/admin/modules/${moduleId}/lessons`, {
      data: { title: lesson, kind: 'notes', minutes: 5, notes },
    });
    expect(added.ok()).toBe(true);
  }
  const granted = await request.post(`/api/v1/user/students/${studentId}/courses`, {
    data: { courseId: course._id, reason: 'Browser journey' },
  });
  expect(granted.ok()).toBe(true);
  await request.post('/api/v1/user/logout');
  return { course, title, student };
}

test('a student opens a lesson, marks it complete, resumes on another device and completes the course', async ({
  page,
  request,
  browser,
}) => {
  const { course, title, student } = await courseWithLessons(request);
  await logIn(page, student.email, student.password);
  await page.goto('/myLearning');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await card.getByRole('link', { name: 'Start learning' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Welcome to the course' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Next lesson' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Variables and names' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Naming things' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByRole('button', { name: 'Completed ✓' })).toBeVisible();
  await expect(page.getByText('1 of 2 lessons complete').first()).toBeVisible();

  // The same student on a second device: the course opens where they left off.
  const other = await browser.newContext();
  const second = await other.newPage();
  await logIn(second, student.email, student.password);
  await second.goto(`/learn/${course._id}`);
  await expect(
    second.getByRole('heading', { level: 2, name: 'Variables and names' }),
  ).toBeVisible();
  await expect(second.getByRole('button', { name: 'Completed ✓' })).toBeVisible();
  await second.getByRole('link', { name: 'Previous lesson' }).click();
  await expect(
    second.getByRole('heading', { level: 2, name: 'Welcome to the course' }),
  ).toBeVisible();
  await second.getByRole('button', { name: 'Mark complete' }).click();
  await expect(second.getByText('You have completed this course.')).toBeVisible();
  await other.close();
});
