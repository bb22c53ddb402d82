import { expect, test } from './support/test';

const policies = [
  ['/refund', 'Cancellation and Refund Policy', 'No cancellations or refunds'],
  ['/shipping', 'Shipping & Delivery Policy', 'Shipping does not apply'],
  ['/TermandCondition', 'Terms and Conditions', 'The course material'],
  ['/PrivacyPolicy', 'Privacy Policy', 'Digital Personal Data Protection Act, 2023'],
] as const;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the home page shows every section, its slideshow moves and its figures count up', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Coding Classes' })).toBeVisible();
      await expect(page.getByText('Classes Start From 2024')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Registration Now!' })).toHaveAttribute(
        'href',
        '/registration-form',
      );
      const slides = page.locator('section[aria-label="Welcome"] img');
      await expect(slides.first()).toHaveClass(/opacity-100/);
      await expect(slides.nth(1)).toHaveClass(/opacity-100/, { timeout: 6000 });
      await page.getByRole('button', { name: 'Pause slideshow' }).click();
      await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

      const shorts = page.getByRole('region', { name: 'Our Video Shorts' });
      await expect(shorts.getByRole('article')).toHaveCount(3);
      await expect(page.locator('iframe')).toHaveCount(0);
      await shorts
        .getByRole('link', { name: /^Play the video/ })
        .first()
        .click();
      await expect(shorts.locator('iframe')).toHaveAttribute(
        'src',
        /youtube-nocookie\.com\/embed\/.+autoplay=1/,
      );

      await expect(page.getByRole('region', { name: 'Featured Courses' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'What our students say' })).toBeVisible();

      const figures = page.getByRole('region', { name: 'Our students, in numbers' });
      await figures.scrollIntoViewIfNeeded();
      for (const shown of ['1,058', '89%', '97%']) {
        await expect(figures.locator('[aria-hidden="true"]', { hasText: shown })).toBeVisible({
          timeout: 5000,
        });
      }
      await expect(page.getByRole('link', { name: 'Click Here' })).toHaveAttribute(
        'href',
        '/certificate-authentication',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });

    test('About shows every block; its video opens, locks the page and closes on Escape', async ({
      page,
    }) => {
      await page.goto('/about');
      for (const heading of [
        'Who we are',
        'Our Mission',
        'Our Vision',
        'Our Team',
        'Ready to get started?',
      ]) {
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      }
      await expect(page.getByText('Online/Offline Classrooms')).toBeVisible();
      await expect(page.getByText(/free 1-month trial/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Join Us' })).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
        'href',
        '/registration-form',
      );

      const open = page.getByRole('button', { name: 'Watch Video' });
      await open.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('iframe')).toHaveAttribute('src', /autoplay=1&mute=1/);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe(
        'hidden',
      );
    });

    test('each policy carries its date and the contact details; the credits lead back home', async ({
      page,
    }) => {
      for (const [path, title, text] of policies) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page).toHaveTitle(`${title} | Vidya Computer Institute`);
        await expect(page.getByText('Last updated: 25 Jan 2025')).toBeVisible();
        await expect(page.getByText(text).first()).toBeVisible();
        await expect(page.getByRole('region', { name: 'Contact us' })).toContainText('+91');
      }
      await page.goto('/developed-by');
      await page.getByRole('link', { name: 'Go to website' }).click();
      await expect(page).toHaveURL('/');
    });

    test("the footer's certificate thumbnail opens the sample and closes by keyboard", async ({
      page,
    }) => {
      await page.goto('/contact');
      const thumbnail = page.getByRole('link', { name: 'View a sample certificate' });
      await thumbnail.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Sample certificate' });
      await expect(dialog).toBeVisible();
      const picture = dialog.getByRole('img', { name: /sample certificate/ });
      await expect(picture).toHaveAttribute('src', '/certificates/sample-certificate-1280.webp');
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
        0,
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(thumbnail).toBeFocused();
    });
  });
}
