import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

/** After a full page load (a language switch, a redirect): the page at `path`, come to life. */
async function arrivedAt(page: Page, path: RegExp) {
  await expect(page).toHaveURL(path);
  await page.locator('#page-state').waitFor({ state: 'detached' });
}

const header = (page: Page) => page.getByRole('banner');

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor switches to Hindi from the header, stays in Hindi, and switches back', async ({
    page,
  }) => {
    await page.goto('/');
    await header(page).getByRole('link', { name: 'हिंदी' }).click();
    await arrivedAt(page, /\/hi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'कोडिंग क्लासेस' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'अभी रजिस्ट्रेशन करें!' })).toHaveAttribute(
      'href',
      '/hi/registration-form',
    );
    await expect(page.getByText('Registration Now!')).toHaveCount(0);
    await expect(page).toHaveTitle('कोडिंग क्लासेस | Vidya Computer Institute');

    // Links inside the site keep the language.
    await header(page).getByRole('link', { name: 'कोर्स', exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'हमारे कोर्स' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'कोर्स खोजें' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'खोजें', exact: true })).toBeVisible();
    await expect(page.getByText('Search courses')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'हमारे कोर्स' })).toBeVisible();
    // The choice is remembered: an English address opens in Hindi.
    await page.goto('/about');
    await arrivedAt(page, /\/hi\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await arrivedAt(page, /\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/courses');
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Courses' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'हिंदी' })).toHaveAttribute(
      'href',
      '/hi/courses',
    );
  });
});

test('an English page downloads no Hindi font; a Hindi page draws its words in it', async ({
  page,
}) => {
  const loadedHindiFaces = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter(
        (face) => face.family.includes('Devanagari') && face.status === 'loaded',
      ).length;
    });
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });

  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'हिंदी' })).toBeVisible();
  await page.locator('#page-state').waitFor({ state: 'detached' });
  expect(await loadedHindiFaces()).toBe(0);
  expect(fontRequests).toEqual([]);

  await page.goto('/hi');
  await expect(page.getByRole('heading', { level: 1, name: 'कोडिंग क्लासेस' })).toBeVisible();
  await expect.poll(loadedHindiFaces).toBeGreaterThan(0);
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(url).toMatch(/noto-sans-devanagari-\d00-[\w-]+\.woff2$/);
});

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN', viewport: { width: 390, height: 844 } });

  test('is offered the Hindi page on a first visit, and not again once it says no', async ({
    page,
  }) => {
    await page.goto('/courses');
    const offer = page.getByRole('complementary', { name: 'हिंदी में पढ़ें' });
    await expect(offer.getByRole('link', { name: 'हिंदी में पढ़ें' })).toHaveAttribute(
      'href',
      '/hi/courses',
    );
    await offer.getByRole('button', { name: 'बंद करें' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Courses' })).toBeVisible();
    await expect(offer).toHaveCount(0);
  });
});

test.describe('the Hindi pages', () => {
  test.use({ bypassCSP: true });

  for (const path of ['/hi', '/hi/courses']) {
    test(`${path} has no serious accessibility problem`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test("a Hindi page tells why a form was refused in Hindi: the form's own check and the server's", async ({
  page,
  allowedConsoleErrors,
}) => {
  await page.goto('/hi/contact');
  await page.getByLabel('ई-मेल').fill('asha@');
  await page.getByRole('button', { name: 'संदेश भेजें' }).click();
  await expect(page.getByLabel('नाम')).toHaveAccessibleDescription('नाम लिखना ज़रूरी है।');
  await expect(page.getByLabel('ई-मेल')).toHaveAccessibleDescription('यह ई-मेल पता सही नहीं है।');
  await expect(page.getByText('Name is required.')).toHaveCount(0);

  // The server's refusal (a wrong password) arrives in English and is told in Hindi.
  allowedConsoleErrors.push(/status of 401/);
  await page.goto('/hi/login');
  await page.getByLabel('ई-मेल').fill('nobody@example.com');
  const password = page.getByLabel('पासवर्ड', { exact: true });
  await password.fill('Wrong@1234');
  await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await expect(password).toHaveAccessibleDescription('ई-मेल या पासवर्ड गलत है!');
  await expect(page.getByText('Invalid email or password!')).toHaveCount(0);
});
