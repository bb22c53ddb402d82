// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '#common/batches';
import { indiaToday } from '#common/format';
import { BatchClassesPage } from '#web/features/courses/admin/batch-classes-page';
import { CourseBatchesEditor } from '#web/features/courses/admin/course-batches-editor';
import { api } from '#web/lib/api';
import { makeAdmin, makeCourse } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe('the forms show a clash before saving, against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let courseId = '';
  let later = '';

  const show = (page: ReactNode, at = '/') =>
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path="/classes/:id" element={page} />
              <Route path="/" element={page} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </InLanguage>,
    );
  const batchIn = async (startTime: string, endTime: string) => {
    const course = await makeCourse(server.app);
    courseId = course.id;
    const { data } = await api.post<{ _id: string }>(`/course/batches/${course.id}`, {
      startsOn: indiaToday(),
      days: [...WEEKDAYS],
      startTime,
      endTime,
      mode: 'offline',
      seats: 20,
      seatsTaken: 0,
      place: 'Lab Z, Kapoorthala',
    });
    const id = data?._id ?? '';
    await api.post(`/course/batch/${id}/sessions`, { from: indiaToday(), to: indiaToday() });
    return id;
  };

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
    await batchIn('09:00', '10:00');
    later = await batchIn('11:00', '12:00');
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it('the move form names the room taken and does not save; a free time saves', async () => {
    show(<BatchClassesPage />, `/classes/${later}`);
    const classes = await screen.findByRole('list', { name: 'Classes' });
    const [row] = within(classes).getAllByRole('listitem') as [HTMLElement];
    const keys = userEvent.setup();
    await keys.click(within(row).getByRole('button', { name: /Move/ }));
    const move = await within(row).findByRole('form');
    fireEvent.change(within(move).getByLabelText('Starts'), { target: { value: '09:30' } });
    fireEvent.change(within(move).getByLabelText('Ends'), { target: { value: '10:30' } });
    const alert = await within(move).findByRole('alert');
    expect(alert.textContent).toMatch(/The room "Lab Z, Kapoorthala" is already booked/);
    expect((within(move).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.change(within(move).getByLabelText('Starts'), { target: { value: '10:00' } });
    fireEvent.change(within(move).getByLabelText('Ends'), { target: { value: '11:00' } });
    await waitFor(() => expect(within(move).queryByRole('alert')).toBeNull());
    await keys.click(within(move).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(
        await server.app.db
          .selectFrom('batch_sessions')
          .select(['start_time', 'status'])
          .where('batch_id', '=', later)
          .execute(),
      ).toEqual([{ start_time: '10:00', status: 'moved' }]),
    );
  });

  it('the batch form warns of a pattern that would take a booked room', async () => {
    show(<CourseBatchesEditor courseId={courseId} />);
    const keys = userEvent.setup();
    await keys.click(await screen.findByRole('button', { name: 'Add Batch' }));
    fireEvent.change(screen.getByLabelText('Starts on'), { target: { value: indiaToday() } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '09:30' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '10:30' } });
    await keys.selectOptions(screen.getByLabelText('Mode'), 'offline');
    for (const day of screen.getAllByRole('checkbox')) await keys.click(day);
    await keys.type(screen.getByLabelText('Classroom address'), 'lab z, kapoorthala');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /These days and times clash with classes already made: The room/,
    );
  });
});
