// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../helpers/factories';
import { MessageTemplatesPage } from '#web/features/messages/message-templates-page';
import { api } from '#web/lib/api';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

describe('the Message Templates page against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  const open = (search = '') =>
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[`/admin/dashboard/message-templates${search}`]}>
            <MessageTemplatesPage />
            <Address />
          </MemoryRouter>
        </QueryClientProvider>
      </InLanguage>,
    );

  it('shows one message at a time, the one chosen, and keeps the choice in the address', async () => {
    open();
    expect(await screen.findByRole('form', { name: 'Demo class booked' })).toBeTruthy();
    expect(screen.getAllByRole('form')).toHaveLength(1);

    await userEvent.setup().selectOptions(screen.getByLabelText('Message'), 'payment-recorded');
    expect(await screen.findByRole('form', { name: 'Payment recorded' })).toBeTruthy();
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(screen.getByLabelText('address').textContent).toBe('?event=payment-recorded');
  });

  it('opens the message the address names, and the first for a name it does not know', async () => {
    open('?event=registration-alert');
    expect(await screen.findByRole('form', { name: 'Registration (office)' })).toBeTruthy();
    cleanup();
    open('?event=no-such-event');
    expect(await screen.findByRole('form', { name: 'Demo class booked' })).toBeTruthy();
  });
});
