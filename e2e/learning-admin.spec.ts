import { createCourse, uniqueTitle } from './course-helpers';
import { admin, expect, logIn, newStudent, registerStudent, test } from './support/test';

test('a student completes a course; the admin issues the certificate from the completion list and it verifies', async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // The student through a whole course, then the admin.
  const title = uniqueTitle('Completion Course');
  const course = await createCourse(request, { title, files: false });
  const student = newStudent('finisher');
  const studentId = await registerStudent(request, student);
  await request.post('/api/v1/user/logout');
  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const modules = await request.post(`/api/v1/lessons/admin/course/${course._id}/modules`, {
    data: { title: 'Only module' },
  });
  const moduleId = ((await modules.json()) as { data: { id: string }[] }).data[0]!.id;
  const added = await request.post(`/api/v1/lessons/admin/modules/${moduleId}/lessons`, {
    data: { title: 'The one lesson', kind: 'notes', minutes: 5, notes: 'All there is.' },
  });
  expect(added.ok()).toBe(true);
  const granted = await request.post(`/api/v1/user/students/${studentId}/courses`, {
    data: { courseId: course._id, reason: 'Browser journey' },
  });
  expect(granted.ok()).toBe(true);
  await request.post('/api/v1/user/logout');

  // The student completes the course.
  await logIn(page, student.email, student.password);
  await page.goto(`/learn/${course._id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'The one lesson' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByText('You have completed this course.')).toBeVisible();

  // The admin finds them on the completion list and issues the certificate in one step.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, admin.email, admin.password);
  await staff.goto(`/admin/dashboard/course-progress/${course._id}`);
  const byStudent = staff.getByRole('table', { name: 'Each student’s progress in the course' });
  await expect(
    byStudent.getByRole('row', { name: new RegExp(student.userName, 'i') }),
  ).toContainText('1 of 1');
  await staff.screenshot({ path: 'test-results/learning-admin-progress.png', fullPage: true });
  await staff.getByRole('link', { name: 'Completion list and certificates' }).click();
  const name = student.userName.toUpperCase();
  const row = staff.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('checkbox').check();
  await row.getByLabel(`Date of birth of ${name}`).fill('2004-05-17');
  await staff.screenshot({ path: 'test-results/learning-admin-completions.png', fullPage: true });
  await staff.getByRole('button', { name: 'Issue certificates (1)' }).click();
  const status = staff.getByRole('status').filter({ hasText: 'Issued 1 certificates' });
  await expect(status).toBeVisible();
  const number = /VCI-\d{4}-\d{6}/.exec((await status.textContent()) ?? '')?.[0];
  expect(number).toBeTruthy();
  await expect(row.getByRole('link', { name: number! })).toBeVisible();

  // The admin's look at the learning screen is a preview.
  await staff.goto(`/learn/${course._id}`);
  await expect(staff.getByRole('note')).toContainText('Preview');
  await staffContext.close();

  // Anyone verifies it on the public certificate check.
  await page.goto('/certificate-authentication');
  await page.getByLabel('Certificate Number', { exact: true }).fill(number!);
  await page.getByRole('button', { name: 'Check Number' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: /is valid/ })).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: name })).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: number! })).toBeVisible();
});
