// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEEKDAYS } from '#common/batches';
import { indiaToday } from '#common/format';
import { TimetablePage } from '#web/features/courses/admin/timetable-page';
import { MyClasses } from '#web/features/courses/timetable/my-classes';
import { api } from '#web/lib/api';
import { makeAdmin, makeCourse, makeUser } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe('the timetables against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let lab: { id: string; courseTitle: string; sessionId: string };
  const student = { email: '', password: '' };

  const show = (page: ReactNode) =>
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/timetable']}>{page}</MemoryRouter>
        </QueryClientProvider>
      </InLanguage>,
    );

  beforeAll(async () => {
    server = await startRealApp();
    const { user: admin, password } = await makeAdmin(server.app.db, { userName: 'Anita Verma' });
    await api.post('/user/login', { email: admin.email, password });
    const batch = async (place: string, startTime: string, endTime: string) => {
      const course = await makeCourse(server.app);
      const fields = {
        startsOn: indiaToday(),
        days: [...WEEKDAYS],
        startTime,
        endTime,
        mode: 'offline',
        seats: 20,
        seatsTaken: 0,
        place,
      };
      const { data } = await api.post<{ _id: string }>(`/course/batches/${course.id}`, fields);
      const id = data?._id ?? '';
      const made = await api.post<{ sessions: { _id: string }[] }>(`/course/batch/${id}/sessions`, {
        from: indiaToday(),
        to: indiaToday(),
      });
      return {
        id,
        fields,
        courseTitle: course.course_title,
        sessionId: made.data?.sessions[0]?._id ?? '',
      };
    };
    lab = await batch('Lab 7, Aliganj', '09:00', '10:00');
    await api.put(`/course/batch/${lab.id}/trainers`, { trainerIds: [admin.id] });
    const other = await batch('Lab 8, Aliganj', '09:30', '10:30');
    // Its classroom changes to Lab 7 after its class was made: the week flags the clash.
    await api.patch(`/course/batch/${other.id}`, { ...other.fields, place: 'lab 7, aliganj' });
    const { user, password: studentPassword } = await makeUser(server.app.db);
    await api.post(`/course/batch/${lab.id}/students`, { userId: user.id });
    Object.assign(student, { email: user.email, password: studentPassword });
  });
  afterAll(() => server.close());
  /** The feed at this address, asked of the running server. */
  const feed = (address: string) => fetch(`${server.origin}${new URL(address).pathname}`);
  afterEach(cleanup);

  it('shows the admin the week by room and by trainer with the clash flagged, and the trainer their classes', async () => {
    show(<TimetablePage />);
    const alert = await screen.findByText(/2 classes share a room or a trainer/);
    expect(alert.getAttribute('role')).toBe('alert');
    const grid = screen.getByRole('table', { name: 'Classes by room and day' });
    const row = within(grid).getByRole('row', { name: /Lab 7, Aliganj/ });
    expect(within(row).getAllByText(/Room clash/)).toHaveLength(2);

    await userEvent.setup().click(screen.getByRole('radio', { name: 'By trainer' }));
    const byTrainer = screen.getByRole('table', { name: 'Classes by trainer and day' });
    expect(within(byTrainer).getByRole('rowheader', { name: 'Anita Verma' })).toBeTruthy();
    expect(within(byTrainer).getByRole('rowheader', { name: 'No trainer' })).toBeTruthy();

    const mine = screen.getByRole('list', { name: 'My classes this week' });
    const mark = within(mine).getByRole('link', { name: /Mark attendance/ });
    expect(mark.getAttribute('href')).toBe(`/admin/dashboard/attendance?session=${lab.sessionId}`);
    expect(within(mine).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows a student their classes and a calendar address they can replace', async () => {
    await api.post('/user/login', student);
    show(<MyClasses />);
    const section = await screen.findByRole('region', { name: 'My classes' });
    await within(section).findByText(lab.courseTitle);
    expect(within(section).getByText('Lab 7, Aliganj')).toBeTruthy();
    expect(within(section).getByText('09:00–10:00')).toBeTruthy();

    const address = await within(section).findByDisplayValue(
      /\/api\/v1\/course\/calendar\/.+\.ics$/,
    );
    const first = (address as HTMLInputElement).value;
    const google = within(section).getByRole('link', { name: 'Add to Google Calendar' });
    expect(google.getAttribute('href')).toBe(
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(first.replace(/^http:/, 'webcal:'))}`,
    );
    expect((await feed(first)).status).toBe(200);

    window.confirm = vi.fn(() => true);
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Make a new address' }));
    await waitFor(() => expect((address as HTMLInputElement).value).not.toBe(first));
    expect((await feed(first)).status).toBe(404);
    expect((await feed((address as HTMLInputElement).value)).headers.get('content-type')).toBe(
      'text/calendar; charset=utf-8',
    );
  });
});
