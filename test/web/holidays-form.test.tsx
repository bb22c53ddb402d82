// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HolidaysForm } from '#web/features/settings/admin/holidays-form';
import { api } from '#web/lib/api';
import { currentToasts } from '#web/lib/toast';
import { makeAdmin } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe('the holidays of the settings, against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  const storedHolidays = async () =>
    (await api.get<{ holidays: unknown[] }>('/settings')).data?.holidays;

  it('adds a holiday, refuses the same date twice, and removes one', async () => {
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <HolidaysForm holidays={[]} />
        </QueryClientProvider>
      </InLanguage>,
    );
    const type = userEvent.setup();
    const dateCleared = () =>
      waitFor(() => expect(screen.getByLabelText('Date')).toHaveProperty('value', ''));
    const add = async (date: string, name: string) => {
      await type.type(screen.getByLabelText('Date'), date);
      await type.type(screen.getByLabelText('Holiday'), name);
      await type.click(screen.getByRole('button', { name: 'Add holiday' }));
    };
    await add('2026-10-20', 'Dussehra');
    await waitFor(async () =>
      expect(await storedHolidays()).toEqual([{ date: '2026-10-20', name: 'Dussehra' }]),
    );
    await dateCleared();
    await add('2026-11-08', 'Diwali');
    await waitFor(async () => expect(await storedHolidays()).toHaveLength(2));
    await dateCleared();

    await add('2026-11-08', 'Diwali again');
    await waitFor(() =>
      expect(currentToasts().map((shown) => shown.message)).toContain(
        'This date is already a holiday.',
      ),
    );
    expect(await storedHolidays()).toHaveLength(2);

    await type.click(screen.getByRole('button', { name: 'Remove Dussehra' }));
    await waitFor(async () =>
      expect(await storedHolidays()).toEqual([{ date: '2026-11-08', name: 'Diwali' }]),
    );
  });
});
