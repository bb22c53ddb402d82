import { APP_MODULES_ID } from '#common/app-modules';
import { createCourse, uniqueTitle } from './course-helpers';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';

/** Whether an element lies wholly inside the carousel's visible strip. */
const isFullyInside = (element: Element) => {
  const strip = element.closest('[aria-roledescription="carousel"]')!.firstElementChild!;
  const box = element.getBoundingClientRect();
  const frame = strip.getBoundingClientRect();
  return box.left >= frame.left - 1 && box.right <= frame.right + 1;
};

test('a visitor finds a course on the list and the home carousel, sees it locked and is asked to log in to buy', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Visitor Course');
  const course = await createCourse(request, { title, price: '2499' });
  const detailHref = `/course-detail/${course._id}`;

  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Courses' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('Programming');
  await expect(card).toContainText('Test Mentor');
  await expect(card).toContainText('Beginner');
  await expect(card).toContainText('2 Months');
  await expect(card).toContainText('+100 Student');
  await expect(card).toContainText('₹2,499');
  await expect(card.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', detailHref);
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('srcset', /-320\.webp 320w/);

  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Course cards' });
  await expect(carousel.getByRole('heading', { name: title })).toBeAttached();
  await expect(carousel.getByRole('link', { name: title, exact: true })).toHaveAttribute(
    'href',
    detailHref,
  );
  // The arrow keys and the buttons move the carousel.
  const dots = carousel.getByRole('button', { name: /^Go to slide/ });
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  const next = carousel.getByRole('button', { name: 'Next slide' });
  await next.focus();
  await page.keyboard.press('ArrowRight');
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await next.click();
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  // The other journeys' courses are on the carousel too: its dot brings the card in one press.
  const knowMore = carousel.getByRole('link', { name: `Know More: ${title}` });
  const slide = await knowMore.evaluate((link) => {
    const own = link.closest('[aria-roledescription="slide"]')!;
    return [...own.parentElement!.children].indexOf(own);
  });
  await dots.nth(slide).click();
  await expect(dots.nth(slide)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => knowMore.evaluate(isFullyInside)).toBe(true);
  await knowMore.click();

  await expect(page).toHaveURL(detailHref);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Build real projects step by step')).toBeVisible();
  await expect(page.getByText('A practical course made for the browser journeys.')).toBeVisible();
  const resources = page.locator('#resources');
  for (const name of ['Syllabus outline.pdf', 'Starter e-book', 'Week 1 slides']) {
    await expect(resources.getByRole('listitem').filter({ hasText: name })).toContainText('Locked');
  }
  await expect(resources.getByRole('link')).toHaveCount(0);

  await page.getByRole('button', { name: 'Purchase for ₹2,499' }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(detailHref)}`);
  await expect(page.getByText('Login To Proceed')).toBeVisible();
});

/** The link to a course on its card in the course list. */
const courseLink = (page: Page, title: string) =>
  page.getByRole('article').filter({ hasText: title }).getByRole('link', { name: title });

/** Whether a request asks the API for one course. */
const asksForCourse = (id: string) => (r: Request) =>
  r.url().includes(`/api/v1/course/singlecourse/${id}`);

/** The modules of a screen beyond those every page loads, from the list the page names. */
async function screenModules(page: Page, screen: string): Promise<string[]> {
  const path = await page.locator(`#${APP_MODULES_ID}`).getAttribute('data-screens');
  const answer = await page.request.get(path!);
  return ((await answer.json()) as Record<string, string[]>)[screen] ?? [];
}

test("pointing at a course fetches its screen's modules side by side, and not yet its answer", async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Intent Course');
  const course = await createCourse(request, { title, files: false });
  const asked: string[] = [];
  const loaded = new Set<string>();
  page.on('request', (r) => {
    loaded.add(new URL(r.url()).pathname);
    if (asksForCourse(course._id)(r)) asked.push(r.url());
  });
  await page.goto('/courses');
  // The modules the courses page shares with it (a feature's messages) are there already.
  const wanted = (await screenModules(page, 'course-detail')).filter((href) => !loaded.has(href));
  expect(wanted.length).toBeGreaterThan(1);
  const fetched = wanted.map((href) =>
    page.waitForRequest((r) => new URL(r.url()).pathname === href),
  );

  const link = courseLink(page, title);
  await link.hover();
  await Promise.all(fetched);
  expect(asked).toEqual([]);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(asked).toHaveLength(1);
});

test("a click on a course asks for it while the screen's code is still on its way", async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Tapped Course');
  const course = await createCourse(request, { title, files: false });
  await page.goto('/courses');
  const [screenChunk] = await screenModules(page, 'course-detail');
  // The screen's own chunk is held until its answer has been asked for.
  const asked = page.waitForRequest(asksForCourse(course._id));
  await page.route(`**${screenChunk}`, async (route) => {
    await asked;
    await route.continue();
  });
  await courseLink(page, title).click();
  await asked;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('an unknown course shows a friendly not-found state', async ({
  page,
  allowedConsoleErrors,
}) => {
  allowedConsoleErrors.push(/status of 404/);
  await page.goto('/course-detail/no-such-course');
  await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'View Courses' }).click();
  await expect(page).toHaveURL('/courses');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the course list and a course fit the screen', async ({ page, request }) => {
    const title = uniqueTitle('Phone Course');
    const course = await createCourse(request, { title, files: false });
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    await page.goto('/courses');
    await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
    expect(await overflow()).toBe(0);
    await page.goto(`/course-detail/${course._id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await overflow()).toBe(0);
  });
});
