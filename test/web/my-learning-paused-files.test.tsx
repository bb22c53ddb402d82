// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#common/languages';
import { api } from '#web/lib/api';
import { authActions, type SignInData } from '#web/lib/auth';
import { i18nOf } from '#web/lib/i18n';
import { Component as MyLearning } from '#web/routes/my-learning';
import { makeAdmin, makeCourse, makeCourseFile, makeUser } from '../helpers/factories';
import { startRealApp } from './helpers/real-app';
import { renderScreen } from './helpers/render-screen';

describe("My Learning tells a student why their course's files are paused, against the real server", () => {
  const clock = { today: '2026-01-10' };
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let payUrl = '';

  beforeAll(async () => {
    server = await startRealApp({ today: () => clock.today });
    const admin = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: admin.user.email, password: admin.password });
    const course = await makeCourse(server.app, {
      course_title: 'Tally Prime',
      course_price: 1_000_000,
    });
    await makeCourseFile(server.app, course.id);
    const { data: plan } = await api.post<{ _id: string }>(`/payment/plans/${course.id}`, {
      name: 'Half now, half in a month',
      parts: [
        { kind: 'percent', value: 50, due: 'admission' },
        { kind: 'percent', value: 50, due: 'months', after: 1 },
      ],
      remainderPart: 1,
    });
    await api.patch('/settings', { feeAccess: { openFiles: 'first_part', graceDays: 3 } });
    const student = await makeUser(server.app.db);
    await api.post('/payment/desk', {
      email: student.user.email,
      courseId: course.id,
      amount: 5000,
      mode: 'cash',
      paidOn: '2026-01-10',
      planId: plan?._id,
    });
    const [part] = await server.app.db
      .selectFrom('fee_parts')
      .select('id')
      .where('seq', '=', 1)
      .execute();
    payUrl = server.app.payLinks.url(part!.id);
    // The second part fell due on 10 February; the 14th is past the three days' grace.
    clock.today = '2026-02-14';
    const { data } = await api.post<SignInData>('/user/login', {
      email: student.user.email,
      password: student.password,
    });
    authActions.signedIn(true, data);
  });
  afterAll(async () => {
    authActions.signedOut();
    await server.close();
  });
  afterEach(cleanup);

  const renderPage = (language: Language = 'en') =>
    renderScreen(<MyLearning />, { at: '/my-learning', language });

  it('says the files are paused, how much is overdue since when, and how to pay it', async () => {
    renderPage();
    // The instalments are a part of the page loaded after it.
    const heading = await screen.findByText("The course's files are paused");
    const notice = heading.parentElement!;
    expect(within(notice).getByText(/of this fee has been overdue/).textContent).toBe(
      "₹5,000 of this fee has been overdue since 10/02/2026, so the course's files are paused. Pay it at the front desk and they open again at once.",
    );
    const link = within(notice).getByRole('link', { name: 'Pay ₹5,000 online' });
    expect(link.getAttribute('href')).toBe(payUrl);
    // The course itself is still the student's, listed above its instalments.
    expect(await screen.findAllByRole('heading', { name: 'Tally Prime' })).toHaveLength(2);
  });

  it('says it in Hindi on a Hindi page', async () => {
    i18nOf('hi').load('hi', (await import('#web/locales/hi/payments-learning.po')).messages);
    renderPage('hi');
    const heading = await screen.findByText('कोर्स की फ़ाइलें रोक दी गई हैं');
    expect(
      within(heading.parentElement!).getByRole('link', { name: '₹5,000 ऑनलाइन भरें' }),
    ).toBeTruthy();
  });
});
