// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gstinMessages } from '#common/schemas/gstin';
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

describe('the invoicing settings against the real server', () => {
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

  it('refuses a GSTIN with a wrong check character and a long prefix, and saves the right ones with the signatory', async () => {
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
    const gstin = await screen.findByLabelText('GSTIN');
    const prefix = screen.getByLabelText('Number prefix');
    const signatory = screen.getByLabelText('Authorised signatory');
    await user.type(gstin, '09AAACV1234F1Z5');
    await user.clear(prefix);
    await user.type(prefix, 'VIDYA');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(errorOf(gstin)).toBe(gstinMessages.check));
    expect(errorOf(prefix)).toBe('Use 1 to 4 capital letters, digits or hyphens.');
    expect((await getSiteSettings(server.app.db)).invoicing.gstin).toBe('');

    await user.clear(gstin);
    await user.type(gstin, '09aaacv1234f1zn');
    await user.clear(prefix);
    await user.type(prefix, 'VCE');
    // happy-dom shows a select's first option, not the one the form was given: choose it.
    await user.selectOptions(screen.getByLabelText('State'), 'Uttar Pradesh');
    await user.clear(signatory);
    await user.type(signatory, 'Meera Iyer');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(currentToasts().map((t) => t.message)).toContain('Settings saved'));
    expect((await getSiteSettings(server.app.db)).invoicing).toMatchObject({
      gstin: '09AAACV1234F1ZN',
      prefix: 'VCE',
      signatory: 'Meera Iyer',
    });
  });

  it('refuses a UPI id not shaped name@bank before sending it, and saves one that is', async () => {
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
    const upiId = await screen.findByLabelText('UPI id');
    await user.selectOptions(screen.getByLabelText('State'), 'Uttar Pradesh');
    await user.type(upiId, 'vidya fees');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(errorOf(upiId)).toBe('Enter a UPI id such as institute@okaxis (name@bank).'),
    );
    expect((await getSiteSettings(server.app.db)).upiId).toBe('');

    await user.clear(upiId);
    await user.type(upiId, 'vidya.fees@okaxis');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(currentToasts().map((t) => t.message)).toContain('Settings saved'));
    expect((await getSiteSettings(server.app.db)).upiId).toBe('vidya.fees@okaxis');
  });
});
