// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEEKDAYS } from '#common/batches';
import { indiaToday } from '#common/format';
import { BatchClassesPage } from '#web/features/courses/admin/batch-classes-page';
import { api } from '#web/lib/api';
import { makeAdmin, makeCourse } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

const daysAfter = (count: number) => {
  const date = new Date(`${indiaToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
};

describe('a batch’s classes screen against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it('makes the classes for the days chosen, moves one and cancels another', async () => {
    const course = await makeCourse(server.app);
    const { data: batch } = await api.post<{ _id: string }>(`/course/batches/${course.id}`, {
      startsOn: indiaToday(),
      days: [...WEEKDAYS],
      startTime: '18:00',
      endTime: '19:00',
      mode: 'online',
      seats: 20,
      seatsTaken: 0,
      place: 'https://meet.example.com/evening',
    });
    const batchId = batch?._id ?? '';
    const queries = new QueryClient();
    render(
      <InLanguage>
        <QueryClientProvider client={queries}>
          <MemoryRouter initialEntries={[`/classes/${batchId}`]}>
            <Routes>
              <Route path="/classes/:id" element={<BatchClassesPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </InLanguage>,
    );
    const type = userEvent.setup();
    expect(await screen.findByText('No classes in these days.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: daysAfter(2) } });
    await type.click(screen.getByRole('button', { name: 'Make classes' }));
    const classes = () =>
      within(screen.getByRole('list', { name: 'Classes' })).getAllByRole('listitem');
    await waitFor(() => expect(classes()).toHaveLength(3));

    const [first, second] = classes() as [HTMLElement, HTMLElement];
    window.prompt = vi.fn(() => 'Trainer unwell');
    await type.click(within(second).getByRole('button', { name: /Cancel class/ }));
    await type.click(within(first).getByRole('button', { name: /Move/ }));
    const move = await within(first).findByRole('form');
    fireEvent.change(within(move).getByLabelText('Starts'), { target: { value: '20:00' } });
    fireEvent.change(within(move).getByLabelText('Ends'), { target: { value: '21:00' } });
    await type.click(within(move).getByRole('button', { name: 'Save' }));

    await waitFor(async () =>
      expect(
        await server.app.db
          .selectFrom('batch_sessions')
          .select(['held_on', 'start_time', 'status', 'cancel_reason'])
          .where('batch_id', '=', batchId)
          .orderBy('planned_on')
          .execute(),
      ).toEqual([
        { held_on: indiaToday(), start_time: '20:00', status: 'moved', cancel_reason: null },
        {
          held_on: daysAfter(1),
          start_time: '18:00',
          status: 'cancelled',
          cancel_reason: 'Trainer unwell',
        },
        { held_on: daysAfter(2), start_time: '18:00', status: 'planned', cancel_reason: null },
      ]),
    );
    expect(await screen.findByText(/Trainer unwell/)).toBeTruthy();
    await waitFor(() => expect(queries.isFetching()).toBe(0));
  });
});
