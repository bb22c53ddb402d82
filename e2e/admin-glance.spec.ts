import { readFile } from 'node:fs/promises';
import { createCourse, uniqueTitle } from './course-helpers';
import { admin, expect, logIn, newStudent, registerStudent, test } from './support/test';

test('the dashboard shows today’s work and charts over a chosen range, each with its table', async ({
  page,
}) => {
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { name: "Today's work" })).toBeVisible();
  for (const title of [
    'Revenue by month',
    'Enrollments by course',
    'Enquiries by week',
    'Enquiries by status',
    'Visitors by day',
  ]) {
    await expect(page.getByRole('figure', { name: title })).toBeVisible();
    // The figures a screen reader reads, in a table behind the picture.
    await expect(page.getByRole('table', { name: title })).toBeAttached();
  }
  const status = page.getByRole('figure', { name: 'Enquiries by status' });
  await expect(status.getByText(/Conversion to Joined: \d/)).toBeVisible();
  // Every bar of a short chart has its label; a long one labels every nth, in order.
  await expect(status.getByTestId('bar-labels').locator('span')).toHaveText([
    'New',
    'Contacted',
    'Demo booked',
    'Joined',
    'Not interested',
  ]);
  const days = page.getByRole('figure', { name: 'Visitors by day' }).getByTestId('bar-labels');
  expect(await days.locator('span').count()).toBeGreaterThan(2);
  // From 1024 to 1920 px, each card holds its content.
  for (const width of [1024, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const figure of await page.getByRole('figure').all()) {
      const spill = await figure.evaluate((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll('*')].some((part) => {
          const inner = part.getBoundingClientRect();
          return inner.width > 0 && (inner.left < box.left - 1 || inner.right > box.right + 1);
        });
      });
      expect(spill, `${width} px`).toBe(false);
    }
  }
  await page.getByLabel('Range').selectOption('year');
  await expect(page).toHaveURL(/range=year/);
  const fyStart =
    new Date().getMonth() >= 3 ? new Date().getFullYear() : new Date().getFullYear() - 1;
  await expect(page.getByRole('heading', { name: new RegExp(`01/04/${fyStart}`) })).toBeVisible();
  await page.getByLabel('Range').selectOption('custom');
  await expect(page.getByText('Choose the first and last day.')).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2026-03-01');
  await page.getByLabel('To', { exact: true }).fill('2026-04-30');
  await expect(page.getByRole('heading', { name: /01\/03\/2026 – 30\/04\/2026/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /01\/03\/2026 – 30\/04\/2026/ })).toBeVisible();
});

test('a filtered, sorted transactions view survives a reload from its address and exports exactly that view', async ({
  page,
  request,
}) => {
  test.slow();
  const tag = uniqueTitle('Glance');
  const cheap = await createCourse(request, {
    title: `${tag} Basics`,
    price: '1499',
    files: false,
  });
  const dear = await createCourse(request, { title: `${tag} Pro`, price: '2999', files: false });
  for (const course of [dear, cheap]) {
    const buyer = newStudent('buyer');
    await registerStudent(request, buyer);
    await request.post('/api/v1/user/login', {
      data: { email: buyer.email, password: buyer.password },
    });
    expect(
      (await request.post('/api/v1/payment/checkout', { data: { courseId: course._id } })).ok(),
    ).toBe(true);
    await request.post('/api/v1/user/logout');
  }

  await logIn(page, admin.email, admin.password);
  await page.goto('/admin/dashboard/purchased-transaction');
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByLabel('Status').selectOption('created');
  const table = page.getByRole('region', { name: 'Transactions' });
  await table.getByRole('button', { name: /Amount/ }).click();
  await expect(page).toHaveURL(/q=.*status=created.*sort=amount&dir=asc|sort=amount/);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('₹1,499');
  await expect(rows.last()).toContainText('₹2,999');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag);
  await expect(page.getByLabel('Status')).toHaveValue('created');
  await expect(table.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(rows.first()).toContainText('₹1,499');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const bytes = await readFile(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Date,Course Name,Student,Email,Amount (INR),Status,PaymentID,OrderID,Mode,Reference,Recorded by,Refund',
  );
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`${tag} Basics`);
  expect(lines[1]).toContain('1499.00,created');
  expect(lines[2]).toContain('2999.00,created');
});

test('an admin deactivates a student from the users table, and the student cannot log in', async ({
  page,
  request,
  allowedConsoleErrors,
}) => {
  const student = newStudent('deactivated');
  await registerStudent(request, student);
  await logIn(page, admin.email, admin.password);
  await page.goto('/admin/dashboard/allUsers');
  await page.getByRole('searchbox', { name: 'Search' }).fill(student.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: student.userName }).first().click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(student.email);
  await page.getByRole('button', { name: 'Deactivate account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByText('Account deactivated')).toBeVisible();
  await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();

  await page.goto('/admin/dashboard/activity');
  await expect(page.getByRole('region', { name: 'Admin activity' })).toContainText(
    `${student.email}: Active → Deactivated`,
  );

  await page.context().clearCookies();
  allowedConsoleErrors.push(/status of 403/, /status of 401/);
  await page.goto('/login');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    page.getByText('This account has been deactivated. Please contact the institute.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');
});
