import sharp from 'sharp';
import { googleUser } from './support/google-user';
import {
  expect,
  logIn,
  newStudent,
  registerStudent,
  mailedLink,
  test,
  type Student,
} from './support/test';
import type { Page } from '@playwright/test';

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

async function openFromMenu(page: Page, item: string) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function signUp(page: Page, student: Student) {
  await page.getByLabel('Name').fill(student.userName);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Mobile Phone').fill(student.mobileNo);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByLabel('Confirm Password').fill(student.password);
  await page.getByRole('button', { name: 'Signup' }).click();
}

test('a student signs up, edits the profile and picture, changes the password and signs back in', async ({
  page,
}) => {
  test.slow(); // A long journey: sign-up to sign-in again.
  const student = newStudent();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up now' })).toBeVisible();

  // The shared rules stop a bad form before it is sent.
  await page.getByLabel('Email').fill('not an email');
  await page.getByLabel('Mobile Phone').fill('12345');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('other');
  await page.getByRole('button', { name: 'Signup' }).click();
  await expect(page.getByText('Invalid email address.')).toBeVisible();
  await expect(page.getByText('Invalid mobile number. Must have 10 digits.')).toBeVisible();
  await expect(
    page.getByText(
      'Password must be at least 8 characters, include 1 uppercase letter and 1 number.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  // One toggle shows both passwords.
  await page.getByLabel('Show password').check();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('type', 'text');

  await signUp(page, student);
  await expect(page.getByText('Registration Successful')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await logIn(page, student.email, student.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeHidden();

  await openFromMenu(page, 'Profile');
  await expect(page).toHaveURL('/profile');
  const main = page.getByRole('main');
  await expect(main.getByText('No Image')).toBeVisible();
  await expect(main.getByText(student.email, { exact: true })).toBeVisible();
  await main.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit-profile\/[\w-]+$/);

  await page.getByLabel('Username').fill('Asha Verma');
  await page.getByLabel('Mobile Number').fill('9123456780');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();

  const png = await sharp({
    create: { width: 96, height: 96, channels: 3, background: '#3d63f0' },
  })
    .png()
    .toBuffer();
  await page.getByLabel('Choose an image').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page.getByText('Preview of the new picture.')).toBeVisible();
  await page.getByRole('button', { name: 'Update Image' }).click();
  await expect(page.getByText('Profile Image Updated')).toBeVisible();
  // The session user is read again, so the header shows the new picture.
  await expect(accountMenu(page).locator('img')).toHaveAttribute('src', /^\/media\//);

  await openFromMenu(page, 'Profile');
  await expect(main.getByRole('img', { name: 'Profile picture' })).toBeVisible();
  await expect(main.getByText('Asha Verma')).toBeVisible();
  await expect(main.getByText('9123456780')).toBeVisible();

  await openFromMenu(page, 'Change Password');
  await expect(page).toHaveURL('/change-password');
  const newPassword = 'Changed@456';
  await page.getByLabel('Current Password').fill(student.password);
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill('Different@456');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('New Password and Confirm Password do not match.')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();

  await openFromMenu(page, 'Sign Out');
  await expect(page.getByText('Logged out')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  await logIn(page, student.email, newPassword);
  await expect(page).toHaveURL('/');
});

test('a wrong password is explained under the password field', async ({
  page,
  allowedConsoleErrors,
}) => {
  allowedConsoleErrors.push(/status of 401/);
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Wrong@1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const password = page.getByLabel('Password', { exact: true });
  await expect(page.getByText('Invalid email or password!')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Invalid email or password!');
});

test('a forgotten password is reset through the link in the e-mail', async ({ page, request }) => {
  const student = newStudent('forgot');
  await registerStudent(request, student);

  await page.clock.install();
  await page.goto('/forget-password');
  await page.getByLabel('Email').fill(student.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check your e-mail' });
  await expect(dialog).toContainText(
    'If an account exists for this email, a password reset link has been sent.',
  );
  await page.clock.fastForward(10_000);
  await expect(page).toHaveURL('/login');

  await expect
    .poll(() => mailedLink(student.email, 'reset-password'))
    .toMatch(/^\/reset-password\/[\w-]+$/);
  const link = (await mailedLink(student.email, 'reset-password'))!;
  await page.goto(link);
  const newPassword = 'Renewed@789';
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill('Renewed@780');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Passwords do not match!' }),
  ).toBeVisible();
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset. Please log in.')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await logIn(page, student.email, newPassword);
  await expect(page).toHaveURL('/');
});

test('Login with Google signs a new student in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Login with Google' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL('/');

  await openFromMenu(page, 'Profile');
  const main = page.getByRole('main');
  await expect(main.getByText(googleUser.name)).toBeVisible();
  await expect(main.getByText(googleUser.email)).toBeVisible();
  await expect(main.getByText('N/A')).toBeVisible();
});

test('a student who opens the admin dashboard is sent home', async ({ page, request }) => {
  const student = newStudent('curious');
  await registerStudent(request, student);
  await logIn(page, student.email, student.password);

  await page.goto('/admin/dashboard');
  await expect(page.getByText("can't access protected routes")).toBeVisible();
  await expect(page).toHaveURL('/');
  // The student stays logged in, and the login page is no place for them.
  await page.goto('/login');
  await expect(page).toHaveURL('/');
});

test('a visitor who opens a student page is asked to log in', async ({ page }) => {
  for (const path of ['/profile', '/change-password', '/myLearning', '/admin/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu offers the account pages and signing out', async ({ page, request }) => {
    const student = newStudent('phone');
    await registerStudent(request, student);
    await logIn(page, student.email, student.password);

    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const account = page.getByRole('list', { name: 'Account' });
    for (const name of ['Profile', 'Change Password', 'My Learning']) {
      await expect(account.getByRole('link', { name })).toBeVisible();
    }
    await account.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');

    await toggle.click();
    await account.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Logged out')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });
});
