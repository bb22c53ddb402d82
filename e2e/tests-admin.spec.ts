import { adminPaths } from '#common/admin-paths';
import { createCourse, uniqueTitle } from './course-helpers';
import { admin, expect, logIn, newStudent, test } from './support/test';

test("the trainer fills a course's question bank, gives a paper test, enters its marks and reads its statistics", async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Tests Course');
  const course = await createCourse(request, { title, files: false });
  const students = [newStudent('paper-a'), newStudent('paper-b')];
  const ids: string[] = [];
  for (const student of students) {
    const registered = await request.post('/api/v1/user/register', { data: student });
    expect(registered.status()).toBe(201);
    ids.push(((await registered.json()) as { data: { _id: string } }).data._id);
  }
  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  for (const id of ids) {
    const granted = await request.post(`/api/v1/user/students/${id}/courses`, {
      data: { courseId: course._id, reason: 'Browser journey' },
    });
    expect(granted.ok(), await granted.text()).toBe(true);
  }

  await logIn(page, admin.email, admin.password);
  await page.goto(adminPaths.questionBank.getHref(course._id));
  await expect(page.getByText('No questions yet')).toBeVisible();

  // Two questions added from the screen: a single choice and a true/false.
  await page.getByRole('button', { name: 'Add a question' }).click();
  let form = page.getByRole('form', { name: 'Add a question' });
  await form.getByLabel('Question', { exact: true }).fill('Which keyword defines a function?');
  await form.getByLabel('Option 1', { exact: true }).fill('def');
  await form.getByLabel('Option 2', { exact: true }).fill('for');
  await form.getByLabel('Option 1 is correct').check();
  await form.getByLabel('Marks', { exact: true }).fill('2');
  await form.getByLabel('Tags').fill('python, functions');
  await form.getByLabel('Difficulty').selectOption('easy');
  await form.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByText('Which keyword defines a function?')).toBeVisible();

  await page.getByRole('button', { name: 'Add a question' }).click();
  form = page.getByRole('form', { name: 'Add a question' });
  await form.getByLabel('Kind', { exact: true }).selectOption('true-false');
  await form.getByLabel('Question', { exact: true }).fill('Python lists can change.');
  await form.getByLabel('True', { exact: true }).check();
  await form.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByText('Python lists can change.')).toBeVisible();

  // The bank's filters each carry their own name. On a slow machine the list can show the new
  // question while its form is still closing, with a Kind of its own.
  await expect(form).toBeHidden();
  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByLabel('Kind', { exact: true }).selectOption('true-false');
  await expect(page.getByText('Which keyword defines a function?')).toBeHidden();
  await filters.getByLabel('Kind', { exact: true }).selectOption('');
  await expect(page.getByText('Which keyword defines a function?')).toBeVisible();

  // A paper test of the course.
  await page.getByRole('link', { name: 'The course’s tests' }).click();
  await expect(page.getByText('No tests yet')).toBeVisible();
  await page.getByRole('button', { name: 'New test' }).click();
  const testForm = page.getByRole('form', { name: 'New test' });
  await testForm.getByLabel('Title').fill('Unit test on paper');
  await testForm.getByLabel('Taken').selectOption('offline');
  await testForm.getByLabel('Total marks of the paper').fill('50');
  await testForm.getByLabel('Pass mark').fill('20');
  await testForm.getByLabel('Opens').fill('2026-01-05T10:00');
  await testForm.getByRole('button', { name: 'Save test' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Unit test on paper' })).toBeVisible();

  // The marks, one a student, saved in one go.
  await page.getByRole('link', { name: 'Marks of “Unit test on paper”' }).click();
  const grid = page.getByRole('form', { name: 'Marks of the paper' });
  const [first, second] = students;
  await grid.getByLabel(`Marks of ${first!.userName}`).fill('45');
  await grid.getByLabel(`Marks of ${second!.userName}`).fill('15.5');
  await grid.getByRole('button', { name: 'Save all marks' }).click();
  await expect(grid.getByRole('status')).toHaveText('Marks saved.');

  // The statistics of the paper.
  await page.getByRole('link', { name: 'Statistics', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Unit test on paper' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Unit test on paper' });
  await expect(summary.getByRole('definition').first()).toHaveText('2 / 2');
  await expect(summary).toContainText('Passed (20 or more)1');
  await expect(page.getByRole('table', { name: 'Students by score band' })).toBeVisible();
});
