// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#common/languages';
import { paths } from '#common/paths';
import { AppProviders } from '#web/app/providers';
import { api, setApiTransport } from '#web/lib/api';
import { i18nOf } from '#web/lib/i18n';
import { Component as FamilyChildPage } from '#web/routes/family-child';
import {
  makeAdmin,
  makeCourse,
  makeEnrollment,
  makeGuardian,
  makeUser,
} from '../helpers/factories';
import { startRealApp } from './helpers/real-app';

describe("the guardian's results and marksheets on the family page against the real server", () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let client: QueryClient;
  let failResults = false;
  const admin = { email: '', password: '' };

  beforeAll(async () => {
    server = await startRealApp();
    setApiTransport((url, init) =>
      failResults && String(url).includes('/tests/family/')
        ? Promise.resolve(new Response('{"success":false,"message":"down"}', { status: 503 }))
        : fetch(url, init),
    );
    // The page's words in Hindi too (its address is an English one, so only English loaded).
    const hindi = i18nOf('hi');
    for (const catalogue of await Promise.all([
      import('#web/locales/hi/shell.po'),
      import('#web/locales/hi/guardians-family.po'),
      import('#web/locales/hi/courses-family.po'),
      import('#web/locales/hi/payments-family.po'),
      import('#web/locales/hi/payments-learning.po'),
      import('#web/locales/hi/certificates-family.po'),
      import('#web/locales/hi/tests-family.po'),
    ]))
      hindi.load('hi', catalogue.messages);
    const made = await makeAdmin(server.app.db);
    Object.assign(admin, { email: made.user.email, password: made.password });
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await waitFor(() => expect(client.isFetching()).toBe(0));
    cleanup();
    failResults = false;
  });

  /** A student, their guardian signed in (a verified e-mail on a confirmed row); the child's id. */
  const childWithParent = async () => {
    const db = server.app.db;
    const { user: child } = await makeUser(db, { userName: 'Meera Joshi' });
    const { user: parent, password } = await makeUser(db, { emailVerified: true });
    await makeGuardian(db, child.id, { phone: null, email: parent.email });
    return {
      childId: child.id,
      signIn: () => api.post('/user/login', { email: parent.email, password }),
    };
  };

  /** A paper test of the child's course, marked 85.5 of 100 and released, and their marksheet. */
  const releasedResultAndMarksheet = async (childId: string) => {
    const course = await makeCourse(server.app, { course_title: 'Python Programming' });
    await makeEnrollment(server.app.db, childId, course.id);
    await api.post('/user/login', admin);
    const test = await api.post<{ _id: string }>('/tests', {
      courseId: course.id,
      title: 'Final exam',
      mode: 'offline',
      opensAt: '2026-07-06T04:30:00.000Z',
      maxMarks: 100,
      passMarks: 33,
    });
    const testId = test.data?._id ?? '';
    await api.put(`/tests/${testId}/marks`, { marks: [{ userId: childId, marks: 85.5 }] });
    await api.post(`/tests/${testId}/release`);
    const sheet = await api.post<{ _id: string; number: string }>('/marksheet', {
      studentId: childId,
      courseId: course.id,
    });
    return { marksheetId: sheet.data?._id ?? '', number: sheet.data?.number ?? '' };
  };

  const open = (childId: string, language: Language = 'en') => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders client={client} i18n={i18nOf(language)}>
        <RouterProvider
          router={createMemoryRouter(
            [{ path: paths.familyChild.path, Component: FamilyChildPage }],
            { initialEntries: [paths.familyChild.getHref(childId)] },
          )}
        />
      </AppProviders>,
    );
  };

  it('shows the released result with its marks, percent and pass, and the marksheet to download', async () => {
    const { childId, signIn } = await childWithParent();
    const { marksheetId, number } = await releasedResultAndMarksheet(childId);
    await signIn();
    open(childId);

    const results = await screen.findByRole('region', { name: 'Results' });
    const result = await within(results).findByText('Final exam');
    const row = result.closest('li') as HTMLElement;
    expect(row.textContent).toContain('Python Programming');
    expect(row.textContent).toContain('Taken on 06/07/2026');
    expect(row.textContent).toContain('85.5 of 100 marks · 85%');
    expect(within(row).getByText('Passed')).toBeTruthy();

    const marksheets = screen.getByRole('region', { name: 'Marksheets' });
    const download = await within(marksheets).findByRole('link', {
      name: `Download marksheet ${number}`,
    });
    expect(download.getAttribute('href')).toBe(`/api/v1/marksheet/${marksheetId}/pdf`);
    expect(marksheets.textContent).toContain('85.5 of 100 marks · Grade A');
    const pdf = await fetch(new URL(download.getAttribute('href') ?? '', server.origin));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      within(marksheets)
        .getByRole('link', { name: `Verify marksheet ${number}` })
        .getAttribute('href'),
    ).toMatch(/^\/marksheet\/[\w-]+$/);
  });

  it('says so when nothing is released, in Hindi as well', async () => {
    const { childId, signIn } = await childWithParent();
    await signIn();
    open(childId);
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(await within(results).findByText('No results released yet.')).toBeTruthy();
    const marksheets = screen.getByRole('region', { name: 'Marksheets' });
    expect(await within(marksheets).findByText('No marksheets yet.')).toBeTruthy();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    cleanup();

    open(childId, 'hi');
    const hindi = await screen.findByRole('region', { name: 'परिणाम' });
    expect(await within(hindi).findByText('अभी कोई परिणाम जारी नहीं हुआ।')).toBeTruthy();
    const hindiSheets = screen.getByRole('region', { name: 'अंकपत्र' });
    expect(await within(hindiSheets).findByText('अभी कोई अंकपत्र नहीं।')).toBeTruthy();
  });

  it('fails on its own: the results offer a retry while the marksheets still show', async () => {
    const { childId, signIn } = await childWithParent();
    await signIn();
    failResults = true;
    open(childId);
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(await within(results).findByText('The results could not be loaded.')).toBeTruthy();
    const marksheets = screen.getByRole('region', { name: 'Marksheets' });
    expect(await within(marksheets).findByText('No marksheets yet.')).toBeTruthy();

    failResults = false;
    await userEvent.setup().click(within(results).getByRole('button', { name: 'Try again' }));
    expect(await within(results).findByText('No results released yet.')).toBeTruthy();
  });
});
