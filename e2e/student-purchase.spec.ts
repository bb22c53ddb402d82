import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createCourse, uniqueTitle } from './course-helpers';
import {
  admin,
  expect,
  logIn,
  newStudent,
  registerStudent,
  test,
  type Student,
} from './support/test';

async function signUpAndLogIn(page: Page, request: APIRequestContext): Promise<Student> {
  const student = newStudent('buyer');
  await registerStudent(request, student);
  await logIn(page, student.email, student.password);
  return student;
}

/** What the admin's Transaction History shows for a course, read in a browser of its own. */
async function transactionsOf(browser: Browser, courseTitle: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, admin.email, admin.password);
  await page.goto('/admin/dashboard/purchased-transaction');
  const table = page.getByRole('table', { name: 'Transactions' });
  const rows = table.getByRole('row').filter({ hasText: courseTitle });
  await expect(rows.first()).toBeVisible();
  const statuses = await rows.evaluateAll((found) =>
    found.map((row) => row.querySelectorAll('td')[3]?.textContent?.trim()),
  );
  const firstRow = await rows.first().innerText();
  await context.close();
  return { statuses: statuses.sort(), firstRow };
}

test('a student buys a course in test mode, finds it in My Learning and downloads a resource', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Bought Course');
  const course = await createCourse(request, { title, price: '999' });
  await signUpAndLogIn(page, request);

  await page.goto('/myLearning');
  await expect(page.getByText("You didn't have Purchased Courses")).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'View Courses' }).click();
  await expect(page).toHaveURL('/courses');

  await page
    .getByRole('article')
    .filter({ hasText: title })
    .getByRole('link', { name: 'Enroll Now' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Purchase for ₹999' }).click();

  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await expect(dialog).toContainText('TEST MODE');
  await expect(dialog).toContainText(title);
  await expect(dialog).toContainText('₹999');
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page).toHaveURL('/myLearning');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('Test Mentor');
  await expect(page.getByText("You didn't have Purchased Courses")).toHaveCount(0);
  await card.getByRole('link', { name: 'Go to Course' }).click();

  await expect(page).toHaveURL(`/course-detail/${course._id}`);
  await expect(page.getByRole('button', { name: 'Purchased' })).toBeDisabled();
  const download = page.waitForEvent('download');
  await page
    .locator('#resources')
    .getByRole('link', { name: /Download Starter e-book/ })
    .click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  await page.goto('/courses');
  const listed = page.getByRole('article').filter({ hasText: title });
  await expect(listed).toContainText('Enrolled');
  await expect(listed.getByRole('link', { name: 'Resources' })).toHaveAttribute(
    'href',
    `/course-detail/${course._id}#resources`,
  );
});

test('a failed payment leaves the course unbought; the admin sees both attempts', async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // Two payments, then the admin in a browser of its own.
  const title = uniqueTitle('Retry Course');
  const course = await createCourse(request, { title, price: '1250', files: false });
  await signUpAndLogIn(page, request);

  await page.goto(`/payment?courseId=${course._id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('₹1,250')).toBeVisible();
  const buy = page.getByRole('button', { name: 'Buy Now' });
  await buy.click();
  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await dialog.getByRole('button', { name: 'Fail payment' }).click();
  // Told in a toast, and kept on the page (an alert) until the next purchase.
  const failed = 'Payment failed: The test payment failed.';
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(failed)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: failed })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(buy).toBeEnabled();

  await page.goto('/myLearning');
  await expect(page.getByText("You didn't have Purchased Courses")).toBeVisible();

  await page.goto(`/payment?courseId=${course._id}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL('/myLearning');
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();

  const { statuses, firstRow } = await transactionsOf(browser, title);
  expect(statuses).toEqual(['failed', 'paid']);
  expect(firstRow).toContain('₹1,250');
  expect(firstRow).toMatch(/\d{2}\/\d{2}\/\d{4}/);
});
