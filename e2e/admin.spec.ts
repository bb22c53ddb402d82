import { admin, expect, logIn, newStudent, registerStudent, test } from './support/test';

const figures = [
  ['Total Students', 'totalStudents'],
  ['Total Courses', 'totalCourses'],
  ['Total Visitors', 'totalVisitors'],
] as const;

const number = new Intl.NumberFormat('en-IN');

test('an admin sees the figures, creates an admin and pages through the users', async ({
  page,
  request,
  allowedConsoleErrors,
}) => {
  test.slow(); // A long journey through three screens.
  // More than one page of users.
  for (let i = 0; i < 11; i += 1) await registerStudent(request, newStudent('listed'));

  const stats = page.waitForResponse((response) => response.url().endsWith('/api/v1/stats'));
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL('/admin/dashboard');
  const { data } = (await (await stats).json()) as { data: Record<string, number> };
  for (const [label, key] of figures) {
    const card = page.getByRole('main').locator('dl > div').filter({ hasText: label });
    await expect(card.getByTestId('stat-value')).toHaveText(number.format(data[key]!));
  }
  await expect(page.getByRole('heading', { name: 'Test payments are on' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Test mode' })).toBeVisible();

  // An admin at the site's root goes to the dashboard.
  await page.goto('/');
  await expect(page).toHaveURL('/admin/dashboard');

  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await sidebar.getByRole('link', { name: 'Create Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Admin' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create Admin' });
  await create.click();
  for (const message of [
    'Email is required',
    'Enter a valid 10-digit Mobile Number',
    'Password must be at least 6 characters long',
    'Username is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  const colleague = newStudent('colleague');
  const fill = async () => {
    await page.getByLabel('Email').fill(colleague.email);
    await page.getByLabel('Mobile Number').fill(colleague.mobileNo);
    await page.getByLabel('Password').fill('Helper@1');
    await page.getByLabel('Username').fill('Second Admin');
  };
  await fill();
  await create.click();
  await expect(page.getByText('Admin created successfully!')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');

  allowedConsoleErrors.push(/status of 409/);
  await fill();
  await create.click();
  await expect(page.getByText('User already exists or there was an error.')).toBeVisible();

  await sidebar.getByRole('link', { name: 'Users' }).click();
  const table = page.getByRole('table', { name: 'Registered users' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(rows.first().locator('td').first()).toHaveText('1');
  await expect(table.getByRole('row', { name: /Second Admin/ })).toContainText('admin');
  await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(rows.first().locator('td').last()).toHaveText('Active');

  // The page buttons work from the keyboard.
  await page.getByRole('button', { name: 'Page 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin/dashboard/allUsers?page=2');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(rows.first().locator('td').first()).toHaveText('11');

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a visitor who opens the dashboard is asked to log in', async ({ page }) => {
  await page.goto('/admin/dashboard/allUsers');
  await expect(page).toHaveURL('/login');
});

test('an admin changes their password from the menu, views the site, and gets back', async ({
  page,
  allowedConsoleErrors,
}) => {
  // An unknown dashboard address answers 404, which Chromium reports in the console.
  allowedConsoleErrors.push(/status of 404/);
  await logIn(page, admin.email, admin.password);
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
    'href',
    '/change-password',
  );

  await page.goto('/admin/dashboard/no-such-screen');
  await expect(
    page.getByRole('heading', { name: 'Oops, looks like the page is lost.' }),
  ).toBeVisible();
  await expect(sidebar).toBeAttached();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL('/admin/dashboard');

  await sidebar.getByRole('link', { name: 'View site' }).click();
  await expect(page).toHaveURL('/?view=site');
  await expect(page.getByRole('heading', { level: 1, name: /Coding/ })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
});
