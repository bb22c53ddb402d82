// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '#common/batches';
import { indiaToday } from '#common/format';
import { TrainerPicker } from '#web/features/courses/admin/trainer-picker';
import { api } from '#web/lib/api';
import { makeAdmin, makeCourse, makeUser } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe('the trainer picker against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db, { userName: 'Desk Admin' });
    await api.post('/user/login', { email: user.email, password });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  const newBatch = async (fields: object = {}) => {
    const course = await makeCourse(server.app);
    const { data } = await api.post<{ _id: string }>(`/course/batches/${course.id}`, {
      startsOn: indiaToday(),
      days: [...WEEKDAYS],
      startTime: '18:00',
      endTime: '19:00',
      mode: 'online',
      seats: 20,
      seatsTaken: 0,
      place: 'https://meet.example.com/evening',
      ...fields,
    });
    return data?._id ?? '';
  };
  const open = (batchId: string) =>
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <TrainerPicker batchId={batchId} />
        </QueryClientProvider>
      </InLanguage>,
    );
  const trainersOf = (batchId: string) =>
    server.app.db
      .selectFrom('batch_trainers')
      .innerJoin('users', 'users.id', 'batch_trainers.user_id')
      .select('users.user_name')
      .where('batch_id', '=', batchId)
      .orderBy('users.user_name')
      .execute();

  it('finds admin accounts by search, chooses two with the keyboard, takes one off, and saves', async () => {
    await makeAdmin(server.app.db, { userName: 'Ravi Tandon' });
    await makeAdmin(server.app.db, { userName: 'Rekha Tandon' });
    await makeUser(server.app.db, { userName: 'Rohit Student' });
    const batchId = await newBatch();
    open(batchId);
    const keys = userEvent.setup();
    expect(await screen.findByText('No trainers chosen.')).toBeTruthy();

    await keys.type(screen.getByLabelText('Find an admin account'), 'Tandon');
    const accounts = () => screen.getByRole('group', { name: 'Admin accounts' });
    // The search's answer: the Tandons, without the other admin (while loading, neither shows).
    const ravi = await waitFor(() => {
      expect(within(accounts()).queryByText('Desk Admin')).toBeNull();
      return within(accounts()).getByRole('checkbox', { name: /Ravi Tandon/ });
    });
    // Students are not offered.
    expect(within(accounts()).queryByText('Rohit Student')).toBeNull();
    ravi.focus();
    await keys.keyboard(' ');
    await keys.tab();
    await keys.keyboard(' ');
    const chosen = screen.getByRole('list', { name: 'Chosen trainers' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ravi Tandon×', 'Rekha Tandon×']);
    await keys.click(within(chosen).getByRole('button', { name: 'Take off Ravi Tandon' }));
    await keys.click(screen.getByRole('button', { name: 'Save trainers' }));
    await waitFor(async () =>
      expect(await trainersOf(batchId)).toEqual([{ user_name: 'Rekha Tandon' }]),
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Save trainers' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });

  it('shows the server’s refusal when the trainer already teaches at that time', async () => {
    const { user: busy } = await makeAdmin(server.app.db, { userName: 'Busy Trainer' });
    const first = await newBatch({ startTime: '07:00', endTime: '08:00' });
    await api.put(`/course/batch/${first}/trainers`, { trainerIds: [busy.id] });
    await api.post(`/course/batch/${first}/sessions`, { from: indiaToday(), to: indiaToday() });
    const second = await newBatch({ startTime: '07:30', endTime: '08:30' });
    await api.post(`/course/batch/${second}/sessions`, { from: indiaToday(), to: indiaToday() });
    open(second);
    const keys = userEvent.setup();
    await keys.type(await screen.findByLabelText('Find an admin account'), 'Busy');
    await keys.click(await screen.findByRole('checkbox', { name: /Busy Trainer/ }));
    await keys.click(screen.getByRole('button', { name: 'Save trainers' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Busy Trainer/);
    expect(await trainersOf(second)).toEqual([]);
  });
});
