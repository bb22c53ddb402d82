// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MarksheetsPanel } from '#web/features/certificates/admin/marksheets-panel';
import { api } from '#web/lib/api';
import { makeAdmin, makeCourse, makeEnrollment, makeUser } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe("a student's marksheets on the admin's student page, against the real server", () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  /** A paper test in the course, the student's mark in its grid, and its results released. */
  async function releasedPaperTest(courseId: string, studentId: string, marks: number) {
    const { data: test } = await api.post<{ _id: string }>('/tests', {
      courseId,
      title: 'Final exam',
      mode: 'offline',
      maxMarks: 100,
      passMarks: 33,
      opensAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    await api.put(`/tests/${test?._id}/marks`, { marks: [{ userId: studentId, marks }] });
    await api.post(`/tests/${test?._id}/release`);
  }

  const statusOf = async (studentId: string) =>
    (
      await server.app.db
        .selectFrom('marksheets')
        .select(['status', 'revoked_reason'])
        .where('user_id', '=', studentId)
        .execute()
    ).map((row) => [row.status, row.revoked_reason]);

  it('issues a marksheet for a course with results, shows a refusal beside Issue, and revokes one with a reason once confirmed', async () => {
    const tally = await makeCourse(server.app, { course_title: 'Tally with GST' });
    const excel = await makeCourse(server.app, { course_title: 'Advanced Excel' });
    const { user: student } = await makeUser(server.app.db, { userName: 'Ritu Yadav' });
    await makeEnrollment(server.app.db, student.id, tally.id);
    await makeEnrollment(server.app.db, student.id, excel.id);
    await releasedPaperTest(tally.id, student.id, 72);

    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <MarksheetsPanel studentId={student.id} />
        </QueryClientProvider>
      </InLanguage>,
    );
    const type = userEvent.setup();
    expect(await screen.findByText('None issued yet.')).toBeTruthy();
    const courses = within(screen.getByRole('list', { name: 'Courses and their results' }));
    expect(courses.getByText('1 released result')).toBeTruthy();
    expect(courses.getByText('No released results yet')).toBeTruthy();
    const issueExcel = courses.getByRole('button', { name: 'Issue marksheet for Advanced Excel' });
    expect(issueExcel).toHaveProperty('disabled', true);

    await type.click(courses.getByRole('button', { name: 'Issue marksheet for Tally with GST' }));
    const issued = await screen.findByRole('button', { name: /^Revoke VCI-MS-\d{4}-\d{6}$/ });
    const row = within(issued.closest('li') as HTMLElement);
    expect(row.getByText('Valid')).toBeTruthy();
    expect(row.getByText(/Tally with GST · issued on .* · 72 of 100 · Grade B\+/)).toBeTruthy();
    expect(row.getByRole('link', { name: /^PDF of VCI-MS-/ }).getAttribute('href')).toMatch(
      /^\/api\/v1\/marksheet\/[\w-]+\/pdf$/,
    );
    expect(courses.getByText('Has a valid marksheet')).toBeTruthy();
    expect(await statusOf(student.id)).toEqual([['valid', null]]);

    // The server's refusal shows beside the button that was pressed: here another admin issued
    // one while this page was open.
    const { user: other } = await makeUser(server.app.db);
    await makeEnrollment(server.app.db, other.id, tally.id);
    await releasedPaperTest(tally.id, other.id, 40);
    cleanup();
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <MarksheetsPanel studentId={other.id} />
        </QueryClientProvider>
      </InLanguage>,
    );
    const issueOther = await screen.findByRole('button', {
      name: 'Issue marksheet for Tally with GST',
    });
    await api.post('/marksheet', { studentId: other.id, courseId: tally.id });
    await type.click(issueOther);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This student already has a valid marksheet for this course; revoke it first.',
    );
    cleanup();

    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <MarksheetsPanel studentId={student.id} />
        </QueryClientProvider>
      </InLanguage>,
    );
    const revoke = await screen.findByRole('button', { name: /^Revoke VCI-MS-/ });
    await type.click(revoke);
    const confirm = screen.getByRole('button', { name: 'Revoke marksheet' });
    expect(confirm).toHaveProperty('disabled', true);
    await type.type(
      screen.getByLabelText(/^Reason for revoking/),
      'Marks entered for the wrong student',
    );
    await type.click(confirm);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/^Revoke marksheet VCI-MS-.*\?$/)).toBeTruthy();
    await type.click(dialog.getByRole('button', { name: 'Yes, revoke' }));
    expect(
      await screen.findByText(/^Revoked on .*: Marks entered for the wrong student$/),
    ).toBeTruthy();
    expect(await statusOf(student.id)).toEqual([
      ['revoked', 'Marks entered for the wrong student'],
    ]);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Issue marksheet for Tally with GST' }),
      ).toHaveProperty('disabled', false),
    );
  });
});
