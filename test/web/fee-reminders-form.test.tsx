// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FeeRemindersForm } from '#web/features/settings/admin/fee-reminders-form';
import { api } from '#web/lib/api';
import { currentToasts } from '#web/lib/toast';
import { makeAdmin } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe('the fee reminder days of the settings, against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  const storedDays = async () =>
    (await api.get<{ feeReminderDays: number[] }>('/settings')).data?.feeReminderDays;

  it('shows the default days, refuses what is not a day, and saves the days before and after', async () => {
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <FeeRemindersForm days={(await storedDays()) ?? []} />
        </QueryClientProvider>
      </InLanguage>,
    );
    const before = screen.getByLabelText('Days before the due date');
    const after = screen.getByLabelText('Days after the due date');
    expect(before).toHaveProperty('value', '3');
    expect(after).toHaveProperty('value', '3');
    expect(screen.getByLabelText('On the due date')).toHaveProperty('checked', true);

    const type = userEvent.setup();
    await type.clear(before);
    await type.type(before, '7, three');
    await type.click(screen.getByRole('button', { name: 'Save reminder days' }));
    expect(await screen.findByText('Use whole numbers of days from 1 to 60.')).toBeTruthy();

    await type.clear(before);
    await type.type(before, '61');
    await type.click(screen.getByRole('button', { name: 'Save reminder days' }));
    await waitFor(() =>
      expect(currentToasts().map((shown) => shown.message)).toContain(
        'Use whole numbers of days from 1 to 60.',
      ),
    );
    expect(await storedDays()).toEqual([-3, 0, 3]);

    await type.clear(before);
    await type.type(before, '7, 3');
    await type.click(screen.getByLabelText('On the due date'));
    await type.clear(after);
    await type.type(after, '10');
    await type.click(screen.getByRole('button', { name: 'Save reminder days' }));
    await waitFor(async () => expect(await storedDays()).toEqual([-7, -3, 10]));
  });
});
