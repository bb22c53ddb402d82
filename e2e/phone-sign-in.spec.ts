import { createCourse, uniqueTitle } from './course-helpers';
import { overflowOf } from './support/overflow';
import { dataDir, expect, newStudent, test } from './support/test';
import { whatsAppSentTo } from './support/whatsapp';

test.use({ viewport: { width: 390, height: 844 } });

/** The latest sign-in code WhatsApp's stand-in accepted for `mobileNo`. */
const codeSentTo = (mobileNo: string) =>
  whatsAppSentTo(dataDir(), `91${mobileNo}`)
    .filter((message) => message.template.name === 'sign_in_code')
    .map((message) => message.template.parameters[0] ?? '')
    .at(-1);

test('a student signs up by phone on a narrow screen and buys a course', async ({
  page,
  request,
  allowedConsoleErrors,
}) => {
  // The wrong number and the wrong code are answered 400, as they should be.
  allowedConsoleErrors.push(/status of 400/);
  const title = uniqueTitle('Phone Course');
  const course = await createCourse(request, { title, price: '499', files: false });
  const student = newStudent('phone');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with phone' }).click();
  await expect(page).toHaveURL('/login?with=phone');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with phone' })).toBeVisible();
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter a 10-digit Indian mobile number.')).toBeVisible();
  await page.getByLabel('Mobile number').fill(student.mobileNo);
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  const code = page.getByLabel('Code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  await expect.poll(() => codeSentTo(student.mobileNo), { timeout: 20_000 }).toMatch(/^\d{6}$/);
  const sent = codeSentTo(student.mobileNo)!;

  await code.fill(sent === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    page.getByText('This code is not right. Check the message and try again.'),
  ).toBeVisible();
  await code.fill(sent);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Finish your account' })).toBeVisible();
  await page.getByLabel('Full name').fill(student.userName);
  await page.getByLabel('Email').fill(student.email);
  expect(await overflowOf(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/profile');
  await expect(page.getByText(`${student.mobileNo} is confirmed`)).toBeVisible();

  await page.goto(`/payment?courseId=${course._id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await expect(dialog).toContainText('TEST MODE');
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL('/myLearning');
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
});
