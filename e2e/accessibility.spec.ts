import { seriousViolations } from './support/axe';
import { siteQuiet } from './support/quiet';
import { expect, firstId, logIn, newStudent, registerStudent, test } from './support/test';

const publicPages = [
  '/',
  '/about',
  '/courses',
  '/blog',
  '/news',
  '/contact',
  '/login',
  '/register',
  '/forget-password',
  '/registration-form',
  '/certificate-authentication',
  '/refund',
  '/shipping',
  '/TermandCondition',
  '/PrivacyPolicy',
  '/developed-by',
  '/no-such-page',
];

const studentPages = ['/profile', '/change-password', '/myLearning'];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    // The site's CSP forbids injected scripts, axe included; the other tests keep it on.
    test.use({ viewport, bypassCSP: true });

    test('no public page has a serious accessibility problem', async ({
      page,
      request,
      allowedConsoleErrors,
    }) => {
      test.slow(); // Twenty pages, each checked in full.
      allowedConsoleErrors.push(/status of 404/); // the lost page
      const pages = [
        ...publicPages,
        `/course-detail/${await firstId(request, '/api/v1/course', 'courses')}`,
        `/blog/${await firstId(request, '/api/v1/blog', 'blogs')}`,
        `/news/${await firstId(request, '/api/v1/news', 'news')}`,
      ];
      const found: Record<string, string[]> = {};
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await siteQuiet(page);
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    });

    test("no page of a student's account has a serious accessibility problem", async ({
      page,
      request,
    }) => {
      const student = newStudent('axe');
      await registerStudent(request, student);
      await logIn(page, student.email, student.password);
      const found: Record<string, string[]> = {};
      for (const path of studentPages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await siteQuiet(page);
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    });
  });
}

test.describe('with Razorpay configured and Google sign-in off', () => {
  test.use({ baseURL: process.env.E2E_PLAIN_URL, bypassCSP: true });

  test('the pages that change with the configuration have no serious problem', async ({
    page,
    request,
  }) => {
    const course = await firstId(request, `${process.env.E2E_PLAIN_URL}/api/v1/course`, 'courses');
    const found: Record<string, string[]> = {};
    for (const path of ['/', '/login', '/courses', `/course-detail/${course}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await siteQuiet(page);
      await expect(page.getByText(/Test mode/)).toHaveCount(0);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Login with Google' })).toHaveCount(0);
  });
});
