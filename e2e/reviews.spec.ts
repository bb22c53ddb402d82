import type { APIRequestContext } from '@playwright/test';
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

/** Buys a course through the API in test mode, as the checkout page would. */
async function buy(request: APIRequestContext, student: Student, courseId: string) {
  await request.post('/api/v1/user/login', {
    data: { email: student.email, password: student.password },
  });
  const order = await request.post('/api/v1/payment/checkout', { data: { courseId } });
  const { id } = ((await order.json()) as { data: { id: string } }).data;
  const paid = await request.post('/api/v1/payment/test/pay', { data: { order_id: id } });
  const proof = ((await paid.json()) as { data: unknown }).data;
  expect((await request.post('/api/v1/payment/verifyPayment', { data: proof })).ok()).toBe(true);
  await request.post('/api/v1/user/logout');
}

test('a visitor is asked to log in before reviewing', async ({ page, request }) => {
  const course = await createCourse(request, { title: uniqueTitle('Review Course'), files: false });
  await page.goto(`/course-detail/${course._id}`);
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await expect(page.getByText('Login To Proceed')).toBeVisible();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/course-detail/${course._id}`)}`);
});

test('a buyer reviews the course; it shows on the home page as verified until the admin hides it', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // The buyer, a visitor and the admin, each in a browser of their own.
  const title = uniqueTitle('Reviewed Course');
  const course = await createCourse(request, { title, files: false });
  const student = newStudent('reviewer');
  await registerStudent(request, student);
  await buy(request, student, course._id);
  const words = `${uniqueTitle('The mentors explain every line')} of code.`;

  await logIn(page, student.email, student.password);
  await page.goto(`/course-detail/${course._id}`);
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await page.getByRole('button', { name: 'Send Review' }).click();
  await expect(page.getByText("can't send empty review").first()).toBeVisible();
  await page.getByLabel('Your review').fill(words);
  const stars = page.getByRole('group', { name: 'Your rating (optional)' });
  await stars.locator('label').filter({ hasText: '3 stars' }).click();
  await expect(stars.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await stars.getByRole('radio', { name: '3 stars' }).press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByRole('button', { name: 'Send Review' }).click();
  await expect(page.getByText('Thank you for your review!')).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Student reviews' });
  await expect(reviews).toContainText('4 out of 5 from 1 rating · 1 review');
  await expect(reviews.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveCount(2);

  await page.goto('/');
  const testimonials = page.getByRole('region', { name: 'What our students say' });
  const slide = testimonials.getByRole('group').filter({ hasText: words });
  await expect(slide).toContainText(`Verified student · ${title}`);
  await expect(slide).toContainText('India');

  const adminPage = await (await browser.newContext()).newPage();
  await logIn(adminPage, admin.email, admin.password);
  await adminPage.goto('/admin/dashboard/review');
  const row = adminPage
    .getByRole('table', { name: 'Reviews' })
    .getByRole('row')
    .filter({ hasText: words });
  await expect(row).toContainText('Verified student');
  await row.getByRole('button', { name: /^Hide/ }).click();
  await expect(adminPage.getByText('Review hidden')).toBeVisible();
  await expect(row).toContainText('Hidden');

  await page.reload();
  await expect(page.getByText(words)).toHaveCount(0);
});
