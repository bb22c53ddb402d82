import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { watchSiteRequests } from './quiet';

/**
 * Every test fails if the page logs an error or throws. A test that provokes an expected
 * failure (a refused login answers 401, which Chromium logs) lists it in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  /**
   * A public page arrives rendered by the server and answers clicks once the app has hydrated
   * it, which removes the answers it came with (#page-state); every load waits for that.
   */
  page: async ({ page }, use) => {
    watchSiteRequests(page);
    // Google's map cannot be reached from here: a blank page of its own stands in for the contact
    // page's frame.
    await page.route(/^https:\/\/www\.google\.com\/maps/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
    );
    const hydrated = () => page.locator('#page-state').waitFor({ state: 'detached' });
    const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
  allowedConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (allowed.some((pattern) => pattern.test(message.text()))) return;
        problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(allowed);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The id of the first item a public list answers with. */
export async function firstId(
  request: APIRequestContext,
  path: string,
  list: string,
): Promise<string> {
  const body = (await (await request.get(path)).json()) as {
    data: Record<string, { _id: string }[]>;
  };
  const id = body.data[list]?.[0]?._id;
  expect(id, `${path} lists something`).toBeTruthy();
  return id ?? '';
}

export { admin } from './admin';

let counter = 0;

/** A new student's details, unique across workers and runs. */
export function newStudent(label = 'student') {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    // A name is letters only (no digits): the id's digits are written as letters.
    userName: `Learner ${label} ${id.replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))}`,
    email: `${label}.${id}@example.com`,
    mobileNo: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    password: 'Student@123',
  };
}

export type Student = ReturnType<typeof newStudent>;

/**
 * Registers a student through the API, as the public form would, which signs `request` in as
 * them; answers their account's id.
 */
export async function registerStudent(
  request: APIRequestContext,
  student: Student,
): Promise<string> {
  const response = await request.post('/api/v1/user/register', { data: student });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

/** Fills the login form and waits for the welcome. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // The toast shows for 3 s: watched for from the click on, as a slow click (5.8 s on a loaded CI
  // machine) can end after it has gone.
  const welcomed = expect(page.getByText('Login successful')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await welcomed;
  // The toast can show before the app leaves /login; a menu opened in between would close.
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The folder the test server keeps its data in (playwright.config.ts sets it). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set; run the tests through playwright.config.ts');
  return dir;
}

/**
 * The path of the newest link to `route` (`reset-password`, `verify-email`) mailed to `email`, from
 * the server's outbox.
 */
export async function mailedLink(email: string, route: string): Promise<string | undefined> {
  const outbox = path.join(dataDir(), 'outbox');
  const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
  for (const file of files.reverse()) {
    // Quoted-printable: undo soft line breaks and encoded "=" signs.
    const mail = (await readFile(path.join(outbox, file), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!mail.includes(`To: ${email}`)) continue;
    const link = new RegExp(`https?://\\S+/${route}/[\\w-]+`).exec(mail);
    if (link) return new URL(link[0]).pathname;
  }
  return undefined;
}
