import type { APIRequestContext } from '@playwright/test';
import { createCourse, uniqueTitle } from './course-helpers';
import { admin, expect, logIn, newStudent, registerStudent, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * A course with three questions and a 30-minute test whose results wait for release, and a new
 * student given the course, all made by the admin through the API.
 */
async function courseWithTest(request: APIRequestContext) {
  const title = uniqueTitle('Testing Course');
  const course = await createCourse(request, { title, files: false });
  const student = newStudent('examinee');
  const studentId = await registerStudent(request, student);
  await request.post('/api/v1/user/logout');

  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const questions = [
    {
      text: 'What does this function return?',
      code: 'def double(n):\n    return n * 2\n\nprint(double(4))',
      codeLanguage: 'python',
      options: ['8', '4', '44'],
      explanation: 'double(4) multiplies 4 by 2.',
    },
    {
      text: 'Which tag makes a link in HTML?',
      options: ['<a>', '<link>', '<href>'],
      explanation: 'The anchor tag <a> makes a link; <link> loads a stylesheet.',
    },
    {
      text: 'Which keyword declares a constant in JavaScript?',
      options: ['const', 'let', 'var'],
      explanation: 'A const binding cannot be assigned again.',
    },
  ];
  const questionIds: string[] = [];
  for (const { options, ...question } of questions) {
    const made = await request.post('/api/v1/tests/questions', {
      data: {
        courseId: course._id,
        kind: 'single',
        ...question,
        options: options.map((text, index) => ({ text, correct: index === 0 })),
        marks: 2,
        negativeMarks: 1,
        difficulty: 'easy',
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    questionIds.push(((await made.json()) as { data: { _id: string } }).data._id);
  }
  const made = await request.post('/api/v1/tests', {
    data: {
      courseId: course._id,
      title: 'Monthly test',
      mode: 'online',
      questionIds,
      timeLimitMinutes: 30,
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      passMarks: 3,
      results: 'on-release',
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const testId = ((await made.json()) as { data: { _id: string } }).data._id;
  const granted = await request.post(`/api/v1/user/students/${studentId}/courses`, {
    data: { courseId: course._id, reason: 'Browser journey' },
  });
  expect(granted.ok()).toBe(true);
  await request.post('/api/v1/user/logout');
  return { course, student, testId };
}

test('a student takes a timed test on a phone, loses the connection, resumes, submits and reads the released result', async ({
  page,
  context,
  request,
  allowedConsoleErrors,
}) => {
  // Requests made while the phone is offline fail in the browser's console.
  allowedConsoleErrors.push(/ERR_INTERNET_DISCONNECTED/);
  const { course, student, testId } = await courseWithTest(request);
  await logIn(page, student.email, student.password);
  await page.goto(`/learn/${course._id}`);

  const tests = page.getByRole('region', { name: 'Tests' });
  const card = tests.getByRole('article', { name: 'Monthly test' });
  await expect(card.getByText('30 minutes')).toBeVisible();
  await card.getByRole('button', { name: 'Start test' }).click();

  const timer = page.getByRole('timer', { name: 'Time left' });
  await expect(timer).toHaveText(/^(30:00|29:\d\d)$/);
  const question = (n: number) => page.getByRole('group', { name: `Question ${n} of 3` });
  await expect(question(1).locator('.hljs-keyword').first()).toHaveText('def');
  await expect(question(1).getByText('Code (python)')).toBeVisible();
  await question(1).getByRole('radio', { name: '8' }).check();
  await expect(page.getByText('All answers saved')).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Next question' }).click();
  await question(2).getByRole('radio', { name: '<a>' }).check();
  await page.getByRole('button', { name: 'Next question' }).click();
  await question(3).getByRole('radio', { name: 'let' }).check();
  await expect(
    page.getByText('Offline: 2 answers kept on this device, sent when you are back online'),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('All answers saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly test' })).toBeVisible();
  await page.getByRole('radio', { name: 'All questions on one page' }).check();
  await expect(question(1).getByRole('radio', { name: '8' })).toBeChecked();
  await expect(question(2).getByRole('radio', { name: '<a>' })).toBeChecked();
  await expect(question(3).getByRole('radio', { name: 'let' })).toBeChecked();
  // The server's time still runs: the clock moves on after the reload.
  const shown = await timer.textContent();
  expect(shown).toMatch(/^(30:00|29:\d\d)$/);
  await expect(timer).not.toHaveText(shown ?? '');
  await expect(page.getByText('3 of 3 answered')).toBeVisible();

  await page.getByRole('button', { name: 'Submit test' }).click();
  await page.getByRole('button', { name: 'Yes, submit' }).click();
  await expect(
    page.getByText('Submitted. Your score will be shown when your trainer releases the results.'),
  ).toBeVisible();
  const resultUrl = page.url();

  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const released = await request.post(`/api/v1/tests/${testId}/release`);
  expect(released.ok(), await released.text()).toBe(true);
  await request.post('/api/v1/user/logout');

  await page.goto(resultUrl);
  await expect(page.getByText('3 of 6')).toBeVisible();
  await expect(page.getByText('Passed', { exact: true })).toBeVisible();
  const answers = page.getByRole('region', { name: 'Answers and explanations' });
  const third = answers.getByRole('article', { name: 'Question 3' });
  await expect(third.getByText('A const binding cannot be assigned again.')).toBeVisible();
  await expect(third.getByRole('definition').nth(1)).toHaveText('const');
  await expect(third.getByRole('definition').nth(2)).toHaveText('-1 of 2');
  await expect(
    answers.getByRole('article', { name: 'Question 1' }).locator('.hljs-keyword').first(),
  ).toHaveText('def');
});
