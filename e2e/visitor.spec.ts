import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

const policies = [
  ['Cancellation and Refund Policy', '/refund'],
  ['Shipping & Delivery Policy', '/shipping'],
  ['Terms and Conditions', '/TermandCondition'],
  ['Privacy Policy', '/PrivacyPolicy'],
] as const;

test('the home page shows the header, the hero and the footer', async ({ page }) => {
  await page.goto('/');

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'About', 'Courses', 'Blog', 'Contact']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');

  await expect(page.getByRole('heading', { level: 1, name: 'Coding Classes' })).toBeVisible();
  await expect(page.getByText('Classes Start From 2024')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registration Now!' })).toHaveAttribute(
    'href',
    '/registration-form',
  );
  await expect(page.getByRole('link', { name: 'Click Here' })).toHaveAttribute(
    'href',
    '/certificate-authentication',
  );

  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('a[href^="tel:+91"]')).toHaveText(/^\+91 \d{5} \d{5}$/);
  await expect(footer).toContainText('Mon-Sat 8:00-18:00');
  for (const [name, href] of policies) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  for (const name of ['Facebook', 'LinkedIn', 'YouTube', 'Instagram']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }

  // The journeys run without Razorpay keys, so the built-in test provider takes payments.
  await expect(page.getByRole('complementary', { name: 'Test mode' })).toHaveText(
    'Test mode: payments are simulated and no money is taken.',
  );
});

test('the header shrinks and the scroll-to-top button appears on scrolling', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const height = async () => (await header.boundingBox())?.height;
  await expect.poll(height).toBe(90);

  await page.mouse.wheel(0, 600);
  await expect.poll(height).toBe(80);
  const toTop = page.getByRole('button', { name: 'Scroll to top' });
  await toTop.click();
  await expect(toTop).toBeHidden();
  await expect.poll(height).toBe(90);
});

test('an unknown address shows the lost-page screen', async ({ page, allowedConsoleErrors }) => {
  // The page itself answers 404, which Chromium reports in the console.
  allowedConsoleErrors.push(/status of 404/);
  await page.goto('/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Oops, looks like the page is lost.' }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
});

test('a deep link opens inside the site layout', async ({ page, allowedConsoleErrors }) => {
  // No course has the id "abc": the page asks for it and shows its not-found state.
  allowedConsoleErrors.push(/status of 404/);
  await page.goto('/course-detail/abc');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test.describe('accessibility', () => {
  // The site's CSP forbids injected scripts, axe included; the other tests keep it on.
  test.use({ bypassCSP: true });

  test('the home page has no serious accessibility problems', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the test mode notice covers nothing once the page is scrolled to its end', async ({
    page,
  }) => {
    await page.goto('/contact');
    const notice = page.getByRole('complementary', { name: 'Test mode' });
    await expect(notice).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    const badge = (await notice.boundingBox())!;
    for (const last of [
      footer.getByText(/All rights reserved/),
      footer.getByRole('link', { name: 'Website credits' }),
    ]) {
      await expect(last).toBeInViewport();
      const line = (await last.boundingBox())!;
      expect(badge.y).toBeGreaterThanOrEqual(line.y + line.height);
    }
  });

  test('the menu opens, closes on Escape and on navigation, without sideways scrolling', async ({
    page,
  }) => {
    await page.goto('/');
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBe(0);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'About',
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await about.click();
    await expect(page).toHaveURL('/about');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();
    expect(await overflow()).toBe(0);
  });
});
