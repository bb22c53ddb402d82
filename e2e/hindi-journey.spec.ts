import type { APIRequestContext, Page } from '@playwright/test';
import { certificatePdf } from './certificate-helpers';
import { uniqueTitle } from './course-helpers';
import { seriousViolations } from './support/axe';
import { admin, expect, logIn, newStudent, registerStudent, test } from './support/test';

/**
 * Names that stay in Latin letters on a Hindi page: the institute's, the products a course
 * teaches, the networks it links to, and the short forms Hindi readers write that way.
 */
const properNames = [
  'Vidya Computer Institute',
  'Vidya',
  'Computer Institute',
  // The switch back names the language in its own words.
  'English',
  'Python',
  'VS Code',
  'HTML',
  'CSS',
  'JavaScript',
  'React',
  'Node.js',
  'NumPy',
  'pandas',
  'MS Office',
  'Word',
  'Excel',
  'PowerPoint',
  'C++',
  'C',
  'Java',
  'Figma',
  'UI',
  'Facebook',
  'LinkedIn',
  'YouTube',
  'Instagram',
  'WhatsApp',
  'Google',
  'GST',
  // Python's keywords, which lessons name as a programmer types them.
  'if',
  'else',
  'for',
  'while',
  'PDF',
  // The standards a certificate's credential follows, and its code.
  'Open Badges',
  'W3C',
  'Verifiable Credential',
  'Ed25519',
  'QR',
  'PPT',
];

/**
 * What people wrote that has no Hindi version (other journeys add English-only courses and news to
 * the same site): a Hindi page shows it as written (decision 045). That is the institute's texts
 * without a Hindi twin, a course's instructor (a name), and the reviews students wrote, with their
 * names.
 */
async function writtenWithoutHindi(request: APIRequestContext): Promise<string[]> {
  const read = async (path: string) =>
    (
      (await (await request.get(path)).json()) as {
        data: Record<string, Record<string, unknown>[]>;
      }
    ).data;
  const texts: string[] = [];
  // Every text whose Hindi twin is empty, in an answer and the lists and records inside it.
  const twinless = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(twinless);
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    for (const [field, text] of Object.entries(record)) {
      if (typeof text === 'string' && `${field}Hi` in record && !record[`${field}Hi`])
        texts.push(text);
      else twinless(text);
    }
  };
  const { courses } = await read('/api/v1/course');
  twinless(courses);
  for (const course of courses ?? []) {
    texts.push(String(course.instructor));
    twinless(await read(`/api/v1/course/singlecourse/${String(course._id)}`));
  }
  for (const path of ['/api/v1/news', '/api/v1/blog', '/api/v1/settings', '/api/v1/team'])
    twinless(await read(path));
  for (const review of (await read('/api/v1/review')).data ?? [])
    texts.push(String(review.message), String(review.name), String(review.postedAs ?? ''));
  return texts.filter(Boolean);
}

/**
 * The Latin-script words a reader meets on the page (its text, including what only a screen reader
 * says, and the labels, placeholders and descriptions of its controls), after taking out what the
 * journey itself wrote (a name, an e-mail address), addresses and proper names.
 */
async function englishOn(page: Page, written: string[]): Promise<string[]> {
  const text = await page.evaluate(() => {
    let prose = document.body.innerText;
    // Program code, a command and its output are not prose.
    for (const code of document.querySelectorAll<HTMLElement>('pre, code, kbd, samp'))
      prose = prose.replace(code.innerText, ' ');
    const parts = [document.title, prose];
    for (const element of document.querySelectorAll<HTMLElement>(
      '[aria-label], [placeholder], [title], img[alt]',
    )) {
      if (!element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
        parts.push(element.getAttribute(name) ?? '');
    }
    return parts.join('\n');
  });
  // Addresses, the numbers of invoices, receipts and certificates (VCI/2526/R00045), and
  // fingerprints (hexadecimal).
  let rest = text.replace(
    /\S+@\S+|https?:\/\/\S+|\bwww\.\S+|\b[A-Z]+(?:[-/][A-Z0-9-]+)+\b|\b[0-9a-f]{32,}\b/g,
    ' ',
  );
  for (const name of [...written].sort((a, b) => b.length - a.length))
    rest = rest.split(name).join(' ');
  for (const name of properNames)
    rest = rest.replace(
      new RegExp(`(?<![\\w])${name.replace(/[.+]/g, '\\$&')}(?![\\w])`, 'gi'),
      ' ',
    );
  return [...new Set(rest.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [])];
}

async function issueCertificate(request: APIRequestContext, name: string, course: string) {
  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const created = await request.post('/api/v1/certificate/create', {
    multipart: { name, DOB: '2005-08-15', course, certificateImg: await certificatePdf(name) },
  });
  expect(created.status()).toBe(201);
  await request.post('/api/v1/user/logout');
}

test.use({ bypassCSP: true, viewport: { width: 1280, height: 900 } });

test('a student walks the site in Hindi, buys a course, checks a certificate and writes to the institute, then switches back', async ({
  page,
  request,
}) => {
  test.slow();
  const student = newStudent('hindi');
  const holder = uniqueTitle('Ananya Singh');
  await issueCertificate(request, holder, 'Python Programming');
  await registerStudent(request, student);
  await logIn(page, student.email, student.password);

  const written = [student.userName, holder, holder.toUpperCase(), 'Python Programming'];
  const onlyHindi = async (where: string) => {
    const english = await englishOn(page, [...written, ...(await writtenWithoutHindi(request))]);
    expect(english, `English words on ${where}`).toEqual([]);
    expect(await seriousViolations(page), `accessibility on ${where}`).toEqual([]);
  };

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'हिंदी' }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await page.locator('#page-state').waitFor({ state: 'detached' });
  await onlyHindi('home');

  await page.getByRole('banner').getByRole('link', { name: 'कोर्स', exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'हमारे कोर्स' })).toBeVisible();
  await onlyHindi('courses');

  // Other journeys add courses as they run: the student looks this one up.
  const finder = page.getByRole('search', { name: 'कोर्स खोजें' });
  await finder.getByLabel('कोर्स खोजें').fill('Python Programming from Scratch');
  await finder.getByRole('button', { name: 'खोजें', exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/courses\?q=/);
  const course = page.getByRole('article').filter({ hasText: 'शुरुआत से पाइथन प्रोग्रामिंग' });
  await course.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/hi\/course-detail\//);
  await expect(
    page.getByRole('heading', { level: 1, name: 'शुरुआत से पाइथन प्रोग्रामिंग' }),
  ).toBeVisible();
  await onlyHindi('a course');

  await page.getByRole('button', { name: '₹4,999 में ख़रीदें' }).click();
  const payment = page.getByRole('dialog', { name: 'टेस्ट भुगतान' });
  await expect(payment).toBeVisible();
  await onlyHindi('checkout');
  await payment.getByRole('button', { name: 'भुगतान करें', exact: true }).click();
  await expect(page.getByText('भुगतान हो गया')).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/myLearning$/);
  await expect(
    page.getByRole('article').filter({ hasText: 'शुरुआत से पाइथन प्रोग्रामिंग' }),
  ).toBeVisible();
  await onlyHindi('My Learning');

  await page.goto('/hi/certificate-authentication');
  await page.getByLabel('छात्र का नाम', { exact: true }).fill(holder);
  await page.getByLabel('जन्म तिथि', { exact: true }).fill('2005-08-15');
  await page.getByRole('button', { name: 'सर्टिफ़िकेट जाँचें' }).click();
  await expect(page).toHaveURL(/\/hi\/verify\/[\w-]{22}$/);
  await expect(page.getByText(holder.toUpperCase())).toBeVisible();
  await onlyHindi('certificate verification');

  await page.getByRole('contentinfo').getByRole('link', { name: 'संपर्क करें' }).click();
  await expect(page).toHaveURL(/\/hi\/contact$/);
  await onlyHindi('contact');

  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.locator('#page-state').waitFor({ state: 'detached' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});
