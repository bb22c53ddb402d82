import { createMember, createNews, createPost } from './article-helpers';
import { uniqueTitle } from './course-helpers';
import { expect, test } from './support/test';

const hostile = '<script>window.pwned = true</script>\n\n[Click me](javascript:window.pwned=true)';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a visitor finds a post by its type, reads it and shares it', async ({
      page,
      request,
    }) => {
      const title = uniqueTitle('Loops explained');
      const type = uniqueTitle('Guide').replace(/\s+/g, '');
      const id = await createPost(request, {
        title,
        type,
        body: `## Why loops\n\nRepeat work without repeating code.\n\n\`\`\`python\nfor i in range(3):\n    print(i)\n\`\`\`\n\n${hostile}`,
      });

      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Post types' })
        .getByRole('button', { name: type })
        .click();
      await expect(page).toHaveURL(`/blog?type=${type}`);
      const card = page.getByRole('article').filter({ hasText: title });
      await expect(card).toContainText('Meera Iyer');
      await expect(card).toContainText('Repeat work without repeating code.');
      await card.getByRole('link', { name: title }).click();

      await expect(page).toHaveURL(`/blog/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('min read').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Why loops' })).toBeVisible();
      await expect(page.locator('code.hljs.language-python .hljs-keyword').first()).toHaveText(
        'for',
      );
      await expect(page.getByText('<script>window.pwned = true</script>')).toBeVisible();
      await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
      expect(await page.evaluate(() => 'pwned' in window)).toBe(false);

      const whatsApp = page.getByRole('link', { name: 'WhatsApp' });
      await expect(whatsApp).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/\\?text=.*${id}`),
      );
      await expect(page.getByRole('region', { name: 'More posts' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });

    test('a visitor opens the newest news from the footer and meets the team on About', async ({
      page,
      request,
    }) => {
      const headline = uniqueTitle('Weekend batch');
      const id = await createNews(request, headline, `Seats are **limited**.\n\n${hostile}`);
      const name = uniqueTitle('Ravi Menon');
      await createMember(request, name, 'Web Mentor');

      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: new RegExp(headline) }).click();
      await expect(page).toHaveURL(`/news/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
      await expect(page.locator('.article-body strong')).toHaveText('limited');
      await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
      expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
      await expect(page.getByRole('link', { name: 'Join Our Group' })).toHaveAttribute(
        'href',
        /^https:\/\//,
      );
      await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();

      await page.goto('/about');
      const team = page.getByRole('region', { name: 'Our Team' });
      await expect(team.getByText(name)).toBeVisible();
      await expect(team.getByText('Web Mentor').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });
  });
}

test('a news id that does not exist shows a clear message', async ({
  page,
  allowedConsoleErrors,
}) => {
  allowedConsoleErrors.push(/status of 404/);
  await page.goto('/news/00000000-0000-0000-0000-000000000000');
  await expect(page.getByText('We could not find that news item.')).toBeVisible();
  await page.goto('/blog/not-a-post');
  await expect(page.getByText('We could not find that post.')).toBeVisible();
});
