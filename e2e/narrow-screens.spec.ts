import type { APIRequestContext, Page } from '@playwright/test';
import { pages } from '#common/pages';
import { paths } from '#common/paths';
import { createCourse, pdfFile, uniqueTitle } from './course-helpers';
import { overflowOf } from './support/overflow';
import { siteQuiet } from './support/quiet';
import { admin, expect, firstId, logIn, newStudent, registerStudent, test } from './support/test';

/** The narrowest phone the site is made for, and a common one. */
const widths = [360, 390];

/** The pages a student reaches only once signed in; every other page of `pages` is public. */
const studentOnly = new Set(['profile', 'editProfile', 'changePassword', 'myLearning', 'payment']);

/** Issues a certificate as the admin and answers the address of its verification page. */
async function issuedCertificate(request: APIRequestContext): Promise<string> {
  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const created = await request.post('/api/v1/certificate/create', {
    multipart: {
      name: uniqueTitle('Venkata Subrahmanya Lakshminarayana'),
      DOB: '2002-11-23',
      course: 'Advanced Diploma in Computer Applications and Programming',
      certificateImg: pdfFile('certificate.pdf'),
    },
  });
  expect(created.status()).toBe(201);
  await request.post('/api/v1/user/logout');
  const { fileId } = ((await created.json()) as { data: { fileId: string } }).data;
  return paths.certificateVerification.getHref(fileId);
}

/** Every public page, each at an address that shows it with content. */
async function publicAddresses(request: APIRequestContext): Promise<string[]> {
  const filledIn: Partial<Record<string, string>> = {
    certificateVerification: await issuedCertificate(request),
    resetPassword: paths.resetPassword.getHref('an-expired-or-unknown-token'),
    verifyEmail: paths.verifyEmail.getHref('an-expired-or-unknown-token'),
  };
  const fixed = Object.entries(pages)
    .filter(([name]) => !studentOnly.has(name))
    .map(([name, page]) => filledIn[name] ?? page.path);
  // A page added with a part to fill in (":id") needs an address above.
  expect(fixed.filter((address) => address.includes(':'))).toEqual([]);
  return [
    ...fixed,
    paths.courseDetail.getHref(await firstId(request, '/api/v1/course', 'courses')),
    paths.blogDetail.getHref(await firstId(request, '/api/v1/blog', 'blogs')),
    paths.newsDetail.getHref(await firstId(request, '/api/v1/news', 'news')),
    '/no-such-page',
  ];
}

/** Visits each address at each width and answers what sticks out, by width and address. */
async function overflowAcross(page: Page, addresses: string[]) {
  const found: Record<string, string[]> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const address of addresses) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await siteQuiet(page);
      const problems = await overflowOf(page);
      if (problems.length > 0) found[`${width} px ${address}`] = problems;
    }
  }
  return found;
}

/** Opens the site's menu (with a student's account links, when signed in) at each width. */
async function menuOverflow(page: Page, address: string) {
  const found: Record<string, string[]> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(address);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#site-menu')).toBeVisible();
    const problems = await overflowOf(page);
    if (problems.length > 0) found[`${width} px ${address} with the menu open`] = problems;
  }
  return found;
}

test('no public page is wider than a 360 or 390 px phone', async ({
  page,
  request,
  allowedConsoleErrors,
}) => {
  test.slow(); // About thirty pages, each at two widths.
  // The lost page answers 404, the made-up tokens 400 or 404.
  allowedConsoleErrors.push(/status of 40[04]/);
  const found = await overflowAcross(page, await publicAddresses(request));
  expect({ ...found, ...(await menuOverflow(page, paths.home.getHref())) }).toEqual({});
});

test("no page of a student's account is wider than a 360 or 390 px phone", async ({
  page,
  request,
}) => {
  test.slow();
  const bought = await createCourse(request, {
    title: uniqueTitle('Full Stack Web Development with React, Node.js and PostgreSQL'),
  });
  const partlyPaid = await createCourse(request, {
    title: uniqueTitle('Tally Prime with GST, Payroll and Inventory Management'),
    price: '4000',
    files: false,
  });
  const unbought = await createCourse(request, { title: uniqueTitle('Python'), files: false });
  const student = {
    ...newStudent('narrow'),
    userName: 'Venkata Subrahmanya Lakshminarayana Ramachandran',
    email: `venkata.subrahmanya.lakshminarayana.${Date.now().toString(36)}@example.com`,
  };
  await registerStudent(request, student);

  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const desk = await request.post('/api/v1/payment/desk', {
    data: {
      email: student.email,
      courseId: partlyPaid._id,
      amount: 1500,
      mode: 'upi',
      reference: 'UPI-REF-2026112512345678901234',
      paidOn: new Date().toISOString().slice(0, 10),
    },
  });
  expect(desk.ok()).toBe(true);
  await request.post('/api/v1/user/logout');

  await logIn(page, student.email, student.password);
  await page.goto(paths.payment.getHref(bought._id));
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page
    .getByRole('dialog', { name: 'Test payment' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(page).toHaveURL(paths.myLearning.path);
  await expect(page.getByRole('table', { name: 'Invoices and receipts' })).toBeVisible();
  const userId = await page.evaluate(async () => {
    const answer = await fetch('/api/v1/user/profile');
    return ((await answer.json()) as { data: { _id: string } }).data._id;
  });

  const found = await overflowAcross(page, [
    paths.myLearning.getHref(),
    paths.profile.getHref(),
    paths.editProfile.getHref(userId),
    paths.changePassword.getHref(),
    paths.courseDetail.getHref(bought._id),
    paths.courseDetail.getHref(partlyPaid._id),
    paths.payment.getHref(unbought._id),
  ]);
  const menus = await menuOverflow(page, paths.myLearning.getHref());
  expect({ ...found, ...menus }).toEqual({});
});
