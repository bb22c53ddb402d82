// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { certificateMessages } from '#common/schemas/certificates';
import { NameCheckForm, NumberCheckForm } from '#web/features/certificates/check/check-forms';
import { AppProviders } from '#web/app/providers';
import { i18nOf } from '#web/lib/i18n';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { startRealApp } from './helpers/real-app';

const toasts = () => currentToasts().map((shown) => shown.message);

function renderForms() {
  const router = createMemoryRouter(
    [
      {
        path: '/check',
        element: (
          <>
            <NameCheckForm />
            <NumberCheckForm />
          </>
        ),
      },
    ],
    { initialEntries: ['/check'] },
  );
  render(
    <AppProviders client={new QueryClient()} i18n={i18nOf('en')}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the certificate check forms against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp();
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    for (const shown of currentToasts()) dismissToast(shown.id);
  });

  it('keeps "no certificate matches" on the page, not only in a toast, until the next check', async () => {
    renderForms();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Certificate Number'), 'VCI-2025-000999');
    await user.click(screen.getByRole('button', { name: 'Check Number' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(certificateMessages.noMatch);
    expect(toasts()).toContain(certificateMessages.noMatch);
    for (const shown of currentToasts()) dismissToast(shown.id);
    expect(screen.getByRole('alert').textContent).toBe(certificateMessages.noMatch);

    await user.clear(screen.getByLabelText('Certificate Number'));
    await user.type(screen.getByLabelText('Certificate Number'), 'nonsense');
    await user.click(screen.getByRole('button', { name: 'Check Number' }));
    await waitFor(() => expect(screen.queryByText(certificateMessages.noMatch)).toBeNull());
  });

  it('does the same for the check by name and date of birth', async () => {
    renderForms();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Student Name'), 'Nobody Known');
    await user.type(screen.getByLabelText('Date of Birth'), '2004-05-17');
    await user.click(screen.getByRole('button', { name: 'Check Certificate' }));
    expect((await screen.findByRole('alert')).textContent).toBe(certificateMessages.noMatch);
    expect(toasts()).toContain(certificateMessages.noMatch);
  });
});
