import { createCourse, uniqueTitle } from './course-helpers';
import { expect, test } from './support/test';

test('a shared course link opens with its own title, structured data and no CSP complaint', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Search "Ready" <Course>');
  const course = await createCourse(request, { title, files: false });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  const response = await page.goto(`/course-detail/${course._id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Vidya Computer Institute`);

  const structured = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '') as unknown));
  expect(structured).toContainEqual(
    expect.objectContaining({
      '@type': 'Course',
      name: title,
      offers: expect.objectContaining({ price: 1499, priceCurrency: 'INR' }),
    }),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
});

test('an address that leads nowhere answers 404 and shows the lost page', async ({
  page,
  allowedConsoleErrors,
}) => {
  // Chromium reports the page's own 404 status in the console.
  allowedConsoleErrors.push(/the server responded with a status of 404/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { name: 'Oops, looks like the page is lost.' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Vidya Computer Institute');
});
