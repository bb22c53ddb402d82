import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { firstPageText } from '../test/helpers/pdf-reading';
import { createCourse, uniqueTitle } from './course-helpers';
import { admin, expect, logIn, newStudent, registerStudent, test } from './support/test';

/** The admin's own browser, at the front desk. */
async function frontDesk(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, admin.email, admin.password);
  await page.goto('/admin/dashboard/front-desk');
  await expect(page.getByRole('heading', { level: 1, name: 'Front Desk' })).toBeVisible();
  return { page, close: () => context.close() };
}

test('the front desk takes a fee in two cash parts and the student gains the course after the second', async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // The front desk and the student, in browsers of their own.
  const title = uniqueTitle('Desk Course');
  const course = await createCourse(request, { title, price: '4000' });
  const student = newStudent('desk');
  await registerStudent(request, student);

  const desk = await frontDesk(browser);
  const payCash = async (amount: string) => {
    await desk.page.getByLabel('Student e-mail').fill(student.email);
    await desk.page.getByRole('button', { name: 'Find Student' }).click();
    await expect(desk.page.getByRole('status').filter({ hasText: student.userName })).toBeVisible();
    await desk.page.getByLabel('Course', { exact: true }).selectOption(course._id);
    await desk.page.getByLabel('Amount (₹)').fill(amount);
    await expect(desk.page.getByLabel('Mode', { exact: true })).toHaveValue('cash');
    await desk.page.getByRole('button', { name: 'Record Payment' }).click();
  };
  await payCash('1500');
  await expect(desk.page.getByText('Payment recorded. Balance due: ₹2,500')).toBeVisible();
  const feeRow = desk.page
    .getByRole('table', { name: 'Fees paid at the desk' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(feeRow).toContainText('₹2,500');
  await expect(feeRow.getByRole('button', { name: /Give access now/ })).toBeVisible();

  await logIn(page, student.email, student.password);
  await page.goto('/myLearning');
  await expect(page.getByText("You didn't have Purchased Courses")).toBeVisible();
  await expect(page.getByText('Balance due: ₹2,500')).toBeVisible();
  await page.goto(`/course-detail/${course._id}`);
  await expect(
    page.getByText('Balance due: ₹2,500. Please pay it at the front desk.'),
  ).toBeVisible();

  await payCash('2500');
  await expect(desk.page.getByText('Payment recorded. The fee is paid in full.')).toBeVisible();
  await expect(feeRow).toContainText('Paid in full');
  await expect(feeRow).toContainText('Has access');
  await desk.page.goto('/admin/dashboard/purchased-transaction');
  const rows = desk.page
    .getByRole('table', { name: 'Transactions' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Cash');
  await expect(rows.first()).toContainText('By ');
  await desk.close();

  await page.goto('/myLearning');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(page.getByText("You didn't have Purchased Courses")).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'Invoices and receipts' }).getByRole('row'),
  ).toHaveCount(3);
  await card.getByRole('link', { name: 'Go to Course' }).click();
  await expect(page.getByRole('button', { name: 'Purchased' })).toBeDisabled();
});

test('a student buys with a coupon in test mode and downloads the invoice', async ({
  page,
  request,
  allowedConsoleErrors,
}) => {
  // The refused code answers 400, which Chromium logs.
  allowedConsoleErrors.push(/status of 400/);
  const title = uniqueTitle('Coupon Course');
  const course = await createCourse(request, { title, price: '2000', files: false });
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const coupon = await request.post('/api/v1/payment/coupons', {
    data: { code, kind: 'percent', value: 25, courseId: course._id, maxUses: 10 },
  });
  expect(coupon.ok()).toBe(true);
  await request.post('/api/v1/user/logout');
  const student = newStudent('coupon');
  await registerStudent(request, student);
  await logIn(page, student.email, student.password);

  await page.goto(`/course-detail/${course._id}`);
  await page.getByLabel('Coupon code').fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This coupon code is not valid.')).toBeVisible();
  await page.getByLabel('Coupon code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  const price = page.getByRole('definition').filter({ hasText: '₹1,500' });
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await expect(price).toBeVisible();
  await page.getByRole('button', { name: 'Purchase for ₹1,500' }).click();

  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await expect(dialog).toContainText('₹1,500');
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL('/myLearning');
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();

  const documents = page.getByRole('table', { name: 'Invoices and receipts' });
  const row = documents.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('₹1,500');
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: /^Download/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^VCI-\d{4}-R\d{5}\.pdf$/);
  const text = await firstPageText(await readFile(await file.path()));
  expect(text).toContain('RECEIPT');
  expect(text).toContain(title.slice(0, 40));
  expect(text).toContain('Rupees One Thousand Five Hundred Only');
});

test('the coupons list says which codes are scheduled, expired or off, not all Active', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36).toUpperCase();
  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const coupons: [code: string, body: object, state: string][] = [
    [`LATE${tag}`, { validFrom: '2099-01-01' }, 'Scheduled'],
    [`OLD${tag}`, { validTo: '2020-01-31' }, 'Expired'],
    [`OFF${tag}`, { active: false }, 'Off'],
    [`NOW${tag}`, {}, 'Active'],
  ];
  for (const [code, body] of coupons) {
    const made = await request.post('/api/v1/payment/coupons', {
      data: { code, kind: 'percent', value: 5, ...body },
    });
    expect(made.ok()).toBe(true);
  }
  await request.post('/api/v1/user/logout');

  await logIn(page, admin.email, admin.password);
  await page.goto('/admin/dashboard/coupons');
  const table = page.getByRole('table', { name: 'Coupons' });
  for (const [code, , state] of coupons) {
    await expect(table.getByRole('row', { name: new RegExp(code) })).toContainText(state);
  }
  await expect(table.getByRole('row', { name: new RegExp(`OLD${tag}`) })).toContainText(
    '31/01/2020',
  );
});
