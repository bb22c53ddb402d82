// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CheckInNetworksForm } from '#web/features/settings/admin/check-in-networks-form';
import { api } from '#web/lib/api';
import { makeAdmin } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe('the check-in networks of the settings, against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  const storedNetworks = async () =>
    (await api.get<{ checkInNetworks: string[] }>('/settings')).data?.checkInNetworks;

  it('names the line that is not a network or is given twice, and saves the ranges one per line', async () => {
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <CheckInNetworksForm networks={(await storedNetworks()) ?? []} />
        </QueryClientProvider>
      </InLanguage>,
    );
    const field = screen.getByLabelText('Networks, one per line');
    expect(field).toHaveProperty('value', '');
    const type = userEvent.setup();
    const save = () => type.click(screen.getByRole('button', { name: 'Save networks' }));

    await type.type(field, '10.20.0.0/16\n10.30.0.0');
    await save();
    expect(
      await screen.findByText(
        '“10.30.0.0”: Enter a network as an address and its prefix length, like 203.0.113.0/24.',
      ),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(await storedNetworks()).toEqual([]);

    await type.clear(field);
    await type.type(field, '10.20.0.0/16\n 10.20.0.0/16 ');
    await save();
    expect(await screen.findByText('Each network only once.')).toBeTruthy();

    await type.clear(field);
    await type.type(field, ' 10.20.0.0/16\n\n2001:db8::/32 ');
    await save();
    await waitFor(async () =>
      expect(await storedNetworks()).toEqual(['10.20.0.0/16', '2001:db8::/32']),
    );
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(field).toHaveProperty('value', '10.20.0.0/16\n2001:db8::/32');
  });
});
