import { expect, test } from './support/test';

const site = 'Vidya Computer Institute';

test('every page has exactly one title, as the server sends it and after moving around', async ({
  page,
  request,
}) => {
  // A rendered public page and one the browser renders each arrive with one title.
  for (const path of ['/about', '/news', '/login']) {
    const html = await (await request.get(path)).text();
    expect(html.match(/<title>/g), path).toHaveLength(1);
  }
  const titles = page.locator('title');

  await page.goto('/about');
  await expect(page).toHaveTitle(`About | ${site}`);
  await expect(titles).toHaveCount(1);

  await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle(`Contact Us | ${site}`);
  await expect(titles).toHaveCount(1);

  await page.getByRole('contentinfo').getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page).toHaveTitle(`News | ${site}`);
  await expect(titles).toHaveCount(1);

  await page.goto('/news');
  await expect(page).toHaveTitle(`News | ${site}`);
  await expect(titles).toHaveCount(1);

  await page.goto('/login');
  await expect(page).toHaveTitle(`Login | ${site}`);
  await expect(titles).toHaveCount(1);

  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(`About | ${site}`);
  await expect(titles).toHaveCount(1);
});
