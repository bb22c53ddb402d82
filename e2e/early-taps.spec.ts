import type { Page } from '@playwright/test';
import { createCourse, uniqueTitle } from './course-helpers';
import { expect, test } from './support/test';

// The service worker stays blocked (playwright.config): it answers the app's files from its cache,
// unseen by `page.route`, so once installed it would bring the app to life before the held taps.
test.use({ viewport: { width: 390, height: 844 } });

/**
 * How long the app may take to come to life and answer, once released, on a CPU four times slower
 * (openBeforeTheApp): in CI, beside both databases' server tests, a payment page took 11 s.
 */
const ALIVE = { timeout: 30_000 };

/**
 * Opens `path` on a phone's CPU (four times slower) with the app's start held back until
 * `release` is called: what the visitor does meanwhile meets the server's HTML alone.
 */
async function openBeforeTheApp(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The frame's own goto: the page fixture's would wait for the app to come to life.
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  return {
    release,
    /** The page is still the server's: its answers are there until the app has hydrated it. */
    stillTheServers: () => expect(page.locator('#page-state')).toBeAttached(),
  };
}

test('a contact message sent the moment the form shows is sent once the app has come to life', async ({
  page,
}) => {
  const early = await openBeforeTheApp(page, '/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeVisible();
  await page.getByLabel('Name').fill('Early Visitor');
  await page.getByLabel('Email').fill('early.visitor@example.com');
  await page.getByLabel('Subject').fill('Weekend batch');
  await page.getByLabel('Message').fill('Is there a weekend Python batch?');
  await send.click();
  await early.stillTheServers();
  early.release();

  await expect(page.getByRole('status')).toContainText('Your message has been sent', ALIVE);
  // Nothing typed went into the address, as a form sent by the browser itself would put it.
  expect(new URL(page.url()).search).toBe('');
});

test('a demo class booked and a course bought the moment the course page shows', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Early Course');
  const course = await createCourse(request, { title, price: '1299' });
  const detail = `/course-detail/${course._id}`;

  const early = await openBeforeTheApp(page, detail);
  const book = page.getByRole('button', { name: 'Book a demo class' });
  await expect(book).toBeVisible();
  await page.getByLabel('Your name').fill('Early Parent');
  await page.getByLabel('Phone').fill('9876501234');
  await book.click();
  await early.stillTheServers();
  early.release();
  await expect(page.getByRole('status')).toContainText('Your demo class is booked', ALIVE);

  // Purchase pressed before the app has come to life opens the course's checkout page.
  const again = await openBeforeTheApp(page, detail);
  await page.getByRole('button', { name: 'Purchase for ₹1,299' }).click();
  again.release();
  await expect(page).toHaveURL(`/payment?courseId=${course._id}`, ALIVE);
  await expect(page.getByRole('heading', { name: title })).toBeVisible(ALIVE);
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
});
