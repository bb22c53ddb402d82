// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { feeAccessMessages } from '#common/schemas/site-settings';
import { getSiteSettings } from '#server/db/site-settings';
import { AdminSettingsPage } from '#web/features/settings/admin/admin-settings-page';
import { api } from '#web/lib/api';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { makeAdmin } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')
    ?.textContent;

describe('when course files open and pause, set on the settings screen against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    for (const shown of currentToasts()) dismissToast(shown.id);
  });

  it('refuses a grace period past a year, and saves the rule and the days chosen', async () => {
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <AdminSettingsPage />
          </MemoryRouter>
        </QueryClientProvider>
      </InLanguage>,
    );
    const user = userEvent.setup();
    const days = await screen.findByLabelText(
      'Days an instalment may be overdue before the files pause',
    );
    await user.clear(days);
    await user.type(days, '400');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(errorOf(days)).toBe(feeAccessMessages.graceDays));
    expect((await getSiteSettings(server.app.db)).feeAccess.graceDays).toBe(0);

    await user.clear(days);
    await user.type(days, '7');
    await user.selectOptions(screen.getByLabelText('Course files open'), 'full');
    // happy-dom shows a select's first option, not the one the form was given: choose it.
    await user.selectOptions(screen.getByLabelText('State'), 'Uttar Pradesh');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(currentToasts().map((t) => t.message)).toContain('Settings saved'));
    expect((await getSiteSettings(server.app.db)).feeAccess).toEqual({
      openFiles: 'full',
      graceDays: 7,
    });
  });
});
