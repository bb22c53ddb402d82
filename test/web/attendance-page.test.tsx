// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { indiaToday } from '#common/format';
import { WEEKDAYS } from '#common/batches';
import { AttendancePage } from '#web/features/courses/admin/attendance-page';
import { queuedAttendance } from '#web/features/courses/admin/attendance-queue';
import { api, setApiTransport } from '#web/lib/api';
import { makeAdmin, makeCourse, makeUser } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe('the attendance screen against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let online = true;
  let puts = 0;

  /** A batch meeting every day from today, with these students, and today's class made. */
  async function todaysClass(names: string[]) {
    const course = await makeCourse(server.app);
    const { data: batch } = await api.post<{ _id: string }>(`/course/batches/${course.id}`, {
      startsOn: indiaToday(),
      days: [...WEEKDAYS],
      startTime: '07:00',
      endTime: '08:00',
      mode: 'online',
      seats: 20,
      seatsTaken: 0,
      place: 'https://meet.example.com/morning',
    });
    const batchId = batch?._id ?? '';
    const ids: string[] = [];
    for (const userName of names) {
      const { user } = await makeUser(server.app.db, { userName });
      await api.post(`/course/batch/${batchId}/students`, { userId: user.id });
      ids.push(user.id);
    }
    const made = await api.post<{ sessions: { _id: string }[] }>(
      `/course/batch/${batchId}/sessions`,
      { from: indiaToday(), to: indiaToday() },
    );
    return { sessionId: made.data?.sessions[0]?._id ?? '', ids };
  }
  const marksOf = async (sessionId: string) =>
    Object.fromEntries(
      (
        await server.app.db
          .selectFrom('session_attendance')
          .innerJoin('users', 'users.id', 'session_attendance.user_id')
          .select(['users.user_name', 'session_attendance.mark'])
          .where('session_id', '=', sessionId)
          .execute()
      ).map((row) => [row.user_name, row.mark]),
    );

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    setApiTransport((url, init) => {
      if (init.method === 'PUT') puts += 1;
      return fetch(url, init);
    });
  });
  afterAll(() => server.close());
  let queries = new QueryClient();
  afterEach(async () => {
    // The list read again after a save is answered before the page goes.
    await waitFor(() => expect(queries.isFetching()).toBe(0));
    cleanup();
    online = true;
    localStorage.clear();
    // Each test's class is the day's only one left.
    await server.app.db.deleteFrom('batch_sessions').execute();
  });

  const open = () => {
    queries = new QueryClient();
    return render(
      <InLanguage>
        <QueryClientProvider client={queries}>
          <AttendancePage />
        </QueryClientProvider>
      </InLanguage>,
    );
  };
  const tap = async (name: string, mark: string) =>
    userEvent
      .setup()
      .click(
        within(await screen.findByRole('group', { name })).getByRole('button', { name: mark }),
      );

  it('marks everyone present, three tapped absent, and saves the class in one request', async () => {
    const { sessionId } = await todaysClass(['Asha', 'Bilal', 'Chitra', 'Dev']);
    open();
    const asha = await screen.findByRole('group', { name: 'Asha' });
    expect(within(asha).getByRole('button', { name: 'Present' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    for (const name of ['Asha', 'Bilal', 'Dev']) await tap(name, 'Absent');
    puts = 0;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save attendance' }));
    await waitFor(async () =>
      expect(await marksOf(sessionId)).toEqual({
        Asha: 'absent',
        Bilal: 'absent',
        Chitra: 'present',
        Dev: 'absent',
      }),
    );
    // The rows are stored before the answer reaches the page, which then empties its queue.
    await waitFor(() => expect(queuedAttendance()).toEqual([]));
    expect(puts).toBe(1);
  });

  it('keeps a save made offline on the phone and sends it, once, when back online', async () => {
    const { sessionId } = await todaysClass(['Esha', 'Farhan', 'Gita']);
    open();
    await tap('Farhan', 'Late');
    online = false;
    puts = 0;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save attendance' }));
    await waitFor(() => expect(queuedAttendance()).toHaveLength(1));
    expect(puts).toBe(0);
    expect(await marksOf(sessionId)).toEqual({});

    online = true;
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await waitFor(async () =>
      expect(await marksOf(sessionId)).toEqual({
        Esha: 'present',
        Farhan: 'late',
        Gita: 'present',
      }),
    );
    await waitFor(() => expect(queuedAttendance()).toEqual([]));
    expect(puts).toBe(1);
  });
});
