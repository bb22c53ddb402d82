import type { Page } from '@playwright/test';
import { expect, newStudent, test } from './support/test';

/** The language the server keeps for the signed-in person of `page` (decision 047). */
const profileLanguage = async (page: Page) =>
  (
    (await (await page.request.get('/api/v1/user/profile')).json()) as {
      data: { language: string };
    }
  ).data.language;

test.use({ viewport: { width: 1280, height: 900 } });

test('a student who signed up on a Hindi page reads Hindi on another browser, and chooses on the profile', async ({
  page,
  browser,
}) => {
  const student = newStudent('hindi');
  await page.goto('/hi/register');
  await page.getByLabel('नाम').fill(student.userName);
  await page.getByLabel('ई-मेल').fill(student.email);
  await page.getByLabel('मोबाइल नंबर').fill(student.mobileNo);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(student.password);
  await page.getByLabel('पासवर्ड दोबारा लिखें').fill(student.password);
  await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
  // On to log in, in Hindi.
  await expect(page).toHaveURL(/\/hi\/login$/);

  // A browser that never chose a language logs in on the English page and goes on in Hindi.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto('/login');
  await phone.getByLabel('Email').fill(student.email);
  await phone.getByLabel('Password', { exact: true }).fill(student.password);
  await phone.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(phone).toHaveURL(/\/hi$/);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
  await phone.goto('/courses');
  await expect(phone).toHaveURL(/\/hi\/courses$/);

  // The profile shows the language, and English chosen there is kept and shown at once.
  await phone.goto('/hi/profile');
  await phone.getByRole('main').getByRole('link', { name: /^बदलें/ }).click();
  // The profile's guardian form has a language of its own, there until the edit page's code
  // arrives: the journey picks on the edit page.
  await expect(phone.getByRole('heading', { level: 1, name: 'प्रोफ़ाइल बदलें' })).toBeVisible();
  const language = phone.getByLabel('भाषा');
  await expect(language).toHaveValue('hi');
  await language.selectOption('en');
  await phone.getByRole('button', { name: 'प्रोफ़ाइल बदलें' }).click();
  await expect(phone).toHaveURL(/^[^?#]*\/\/[^/]+\/edit-profile\//);
  await expect(phone.getByLabel('Language')).toHaveValue('en');
  expect(await profileLanguage(phone)).toBe('en');

  // The switch in the header tells the server too.
  await phone.goto('/');
  await phone.getByRole('banner').getByRole('link', { name: 'हिंदी' }).click();
  await expect(phone).toHaveURL(/\/hi$/);
  await expect.poll(() => profileLanguage(phone)).toBe('hi');
  await other.close();
});
