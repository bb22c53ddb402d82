import { admin, expect, logIn, test } from './support/test';

// On the second site: the home page journeys check the main site's banner and phone while this one
// changes them, and a run that stopped midway would have left them changed.
test.use({ baseURL: process.env.E2E_PLAIN_URL });

test('an admin changes the phone number, a video and the banner; the footer and the home page show them', async ({
  page,
}) => {
  await logIn(page, admin.email, admin.password);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Site Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeVisible();

  await page.getByLabel('Video 1 link').fill('http://example.com/clip.mp4');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Enter a YouTube or Vimeo video address.').first()).toBeVisible();
  const signatory = page.getByLabel('Signatory name');
  const signatoryName = await signatory.inputValue();
  await signatory.fill('  ');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText("Enter the signatory's name.")).toBeVisible();
  await signatory.fill(signatoryName);

  await page.getByLabel('Phone', { exact: true }).fill('+91 91234 56780');
  await page.getByLabel('Video 1 title', { exact: true }).fill('Functions in five minutes');
  await page.getByLabel('Video 1 link').fill('https://www.youtube.com/watch?v=9Os0o3wzS_I');
  await page.getByLabel('Banner line', { exact: true }).fill('Classes Start From 2026');
  await page.getByLabel('Number of courses').fill('240');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await visitor.goto('/');
  // A page of its own, without the fixture's wait for the app to bring it to life.
  await visitor.locator('#page-state').waitFor({ state: 'detached' });
  await expect(visitor.getByRole('contentinfo').locator('a[href="tel:+919123456780"]')).toHaveText(
    '+91 91234 56780',
  );
  const banner = visitor.getByRole('region', { name: 'Welcome' });
  await expect(banner.getByText('Classes Start From 2026')).toBeVisible();
  await expect(banner.getByText(/Pick from 240 high quality courses/)).toBeVisible();
  const shorts = visitor.getByRole('region', { name: 'Our Video Shorts' });
  await expect(shorts.getByRole('heading', { name: 'Functions in five minutes' })).toBeVisible();
  await shorts.getByRole('link', { name: 'Play the video: Functions in five minutes' }).click();
  await expect(shorts.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/9Os0o3wzS_I?autoplay=1',
  );
});
