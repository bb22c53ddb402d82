// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '#common/paths';
import { guardianMessages } from '#common/schemas/guardians';
import { askForCode } from '#server/features/guardians/codes';
import { findGuardian } from '#server/features/guardians/repo';
import { AppProviders } from '#web/app/providers';
import { GuardianConfirmPage } from '#web/features/guardians/confirm/confirm-page';
import { i18nOf } from '#web/lib/i18n';
import { makeGuardian, makeUser } from '../helpers/factories';
import { testChannels } from '../helpers/notifications';
import { setPageUrl } from './helpers/page-url';
import { startRealApp } from './helpers/real-app';

describe("the guardian's confirmation page against the real server", () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  const channels = testChannels();
  let pageBefore: string;
  let client: QueryClient;

  beforeAll(async () => {
    pageBefore = window.location.href;
    server = await startRealApp({ channels: () => channels });
  });
  afterAll(async () => {
    await server.close();
    setPageUrl(pageBefore);
  });
  afterEach(async () => {
    await waitFor(() => expect(client.isFetching()).toBe(0));
    cleanup();
  });

  /** A guardian of a new student, sent a code on WhatsApp: their id, the code and its page. */
  const guardianWithCode = async () => {
    const db = server.app.db;
    const { user } = await makeUser(db, { userName: 'Kavya Nair' });
    const { id, phone } = await makeGuardian(db, user.id, {
      name: 'Suresh Nair',
      confirmedAt: null,
    });
    const guardian = await findGuardian(db, id);
    if (!guardian) throw new Error('no guardian');
    const seen = channels.whatsapp.sent.length;
    await askForCode(server.app, guardian, user.user_name);
    const message = await vi.waitFor(
      () => {
        const sent = channels.whatsapp.sent.slice(seen).find((m) => m.to === `+91${phone}`);
        if (!sent) throw new Error('not sent yet');
        return sent;
      },
      { interval: 25 },
    );
    const [, , code = '', , link = ''] = message.whatsappTemplate?.parameters ?? [];
    return { id, code, path: new URL(link).pathname.replace(/^\/hi/, '') };
  };

  const open = (path: string) => {
    setPageUrl(`${server.origin}${path}`);
    client = new QueryClient();
    render(
      <AppProviders client={client} i18n={i18nOf('en')}>
        <RouterProvider
          router={createMemoryRouter(
            [{ path: paths.guardianConfirm.path, Component: GuardianConfirmPage }],
            { initialEntries: [path] },
          )}
        />
      </AppProviders>,
    );
  };

  it('names the student, refuses a wrong code, and links the guardian with the right one', async () => {
    const { id, code, path } = await guardianWithCode();
    open(path);
    expect(await screen.findByText(/Namaste Suresh Nair\. Kavya Nair has named you/)).toBeTruthy();
    const input = screen.getByLabelText('Code');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');

    const user = userEvent.setup();
    await user.type(input, code === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(guardianMessages.wrongCode)).toBeTruthy();
    expect((await findGuardian(server.app.db, id))?.confirmed_at).toBeNull();

    await user.clear(input);
    await user.type(input, code);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'You are confirmed as a guardian of Kavya Nair. Thank you.',
      ),
    );
    expect((await findGuardian(server.app.db, id))?.confirmed_at).toEqual(expect.any(String));
  });

  it('says when the link is not one the site made', async () => {
    open(paths.guardianConfirm.getHref('not-a-token'));
    expect(await screen.findByText(guardianMessages.badLink)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });
});
