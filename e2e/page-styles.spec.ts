import type { Page } from '@playwright/test';
import { LANGUAGES, pathIn } from '#common/languages';
import { paths } from '#common/paths';
import { expect, firstId, test } from './support/test';

/**
 * Every element's (and its drawn ::before and ::after's) computed style, then the same once the
 * whole stylesheet the page lists first has loaded: the differences, at most ten. Custom properties
 * are left out: the page's part keeps only those its rules use.
 */
function changedByWholeSheet(page: Page) {
  return page.evaluate(async () => {
    const valuesOf = (computed: CSSStyleDeclaration) => {
      let values = '';
      for (const name of computed) {
        if (!name.startsWith('--')) values += `${name}: ${computed.getPropertyValue(name)}\n`;
      }
      return values;
    };
    const styles = () =>
      [...document.querySelectorAll('html, body, body *')].flatMap((element) => [
        {
          where: `${element.tagName} .${element.classList.value}`,
          values: valuesOf(getComputedStyle(element)),
        },
        ...['::before', '::after']
          .map((pseudo) => ({ pseudo, computed: getComputedStyle(element, pseudo) }))
          .filter(({ computed }) => computed.content !== 'none')
          .map(({ pseudo, computed }) => ({
            where: `${element.tagName} .${element.classList.value} ${pseudo}`,
            values: valuesOf(computed),
          })),
      ]);
    const before = styles();
    const list = document.getElementById('app-modules')?.textContent ?? '[]';
    const [href = ''] = JSON.parse(list) as string[];
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    await new Promise((loaded, failed) => {
      link.onload = loaded;
      link.onerror = failed;
      document.head.append(link);
    });
    const after = styles();
    const changed: string[] = [];
    before.forEach(({ where, values }, index) => {
      const now = after[index];
      if (now?.where !== where || now.values === values) return;
      const [was, is] = [values.split('\n'), now.values.split('\n')];
      was.forEach((value, at) => {
        if (is[at] !== value) changed.push(`${where}: ${value} became ${is[at]}`);
      });
    });
    return { href, changed: changed.slice(0, 10) };
  });
}

test('each public page paints with its own part of the stylesheet just as with the whole, in both languages, on a phone and a wide screen', async ({
  browser,
  request,
}) => {
  test.slow(); // Twenty-one pages, every element's style read twice.
  const addresses = [
    paths.home.getHref(),
    paths.courses.getHref(),
    paths.courseDetail.getHref(await firstId(request, '/api/v1/course', 'courses')),
    paths.blog.getHref(),
    paths.blogDetail.getHref(await firstId(request, '/api/v1/blog', 'blogs')),
    paths.about.getHref(),
    paths.contact.getHref(),
  ];
  // Without the app: the page as the server sent it, which is what paints first.
  const page = await browser.newPage();
  await page.route('**/*.js', (route) => route.abort());
  const found: Record<string, string[]> = {};
  // A phone in both languages, and a wide screen's own rules (lg:) once.
  const visits = [
    ...LANGUAGES.flatMap((language) =>
      addresses.map((path) => ({ width: 390, address: pathIn(language, path) })),
    ),
    ...addresses.map((address) => ({ width: 1280, address })),
  ];
  for (const { width, address } of visits) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(address);
    const { href, changed } = await changedByWholeSheet(page);
    expect(href, `${address} lists the whole stylesheet first`).toMatch(/^\/assets\/.+\.css$/);
    if (changed.length) found[`${width} px ${address}`] = changed;
  }
  await page.close();
  expect(found).toEqual({});
});

test('the app loads the whole stylesheet, after the part the page came with', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(paths.about.getHref());
  const sheets = () =>
    page.evaluate(() =>
      [...document.styleSheets].map((sheet) => ({
        href: sheet.href && new URL(sheet.href).pathname,
        rules: sheet.cssRules.length,
      })),
    );
  await expect.poll(async () => (await sheets()).length).toBe(2);
  const [part, whole] = await sheets();
  expect(part?.href).toBeNull();
  expect(whole?.href).toMatch(/^\/assets\/.+\.css$/);
  expect(whole?.rules).toBeGreaterThan(part?.rules ?? Infinity);
});
