import { expect, logIn, mailedLink, newStudent, registerStudent, test } from './support/test';

test('a student verifies their address from the mailed link, and a new address takes the password', async ({
  page,
  browser,
  request,
  allowedConsoleErrors,
}) => {
  test.slow(); // Two browsers, and two mailed links followed.
  allowedConsoleErrors.push(/status of 4\d\d/); // the used link and the missing password
  const student = newStudent('verify');
  await registerStudent(request, student);
  await logIn(page, student.email, student.password);

  await page.goto('/profile');
  const notice = page.getByRole('region', { name: 'Please verify your e-mail address' });
  await expect(notice).toContainText(student.email);
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(student.email).last()).toBeVisible();

  await expect.poll(() => mailedLink(student.email, 'verify-email')).toMatch(/^\/verify-email\//);
  const link = (await mailedLink(student.email, 'verify-email'))!;
  await page.goto(link);
  await expect(page.getByRole('status')).toHaveText('Your e-mail address is verified. Thank you.');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This verification link is invalid');

  // Another browser logged in to the same account is logged out by the change of address.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, student.email, student.password);

  await page.goto('/profile');
  await page.getByRole('main').getByRole('link', { name: /^Edit/ }).click();
  const email = page.getByLabel('Email');
  await expect(page.getByLabel('Current Password')).toHaveCount(0);
  const changed = student.email.replace('@', '.new@');
  await email.fill(changed);
  const current = page.getByLabel('Current Password');
  await expect(current).toBeVisible();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(
    page.getByText('Enter your current password to change your e-mail address.'),
  ).toBeVisible();
  await current.fill(student.password);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText(`We sent a link to ${changed}`)).toBeVisible();

  const answer = await otherPage.request.get('/api/v1/user/profile');
  expect(answer.status()).toBe(401);
  await other.close();
});
