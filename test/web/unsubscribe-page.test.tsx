// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#common/languages';
import { unsubscribeMessages } from '#common/schemas/unsubscribe';
import {
  unsubscribeTokens,
  type UnsubscribeTokens,
} from '#server/features/notifications/unsubscribe-token';
import { loadSigningKey } from '#server/services/signing-key';
import { AppProviders } from '#web/app/providers';
import { UnsubscribePage } from '#web/features/messages/unsubscribe/unsubscribe-page';
import { i18nOf } from '#web/lib/i18n';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { setPageUrl } from './helpers/page-url';
import { startRealApp } from './helpers/real-app';

describe('the unsubscribe page against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let tokens: UnsubscribeTokens;
  let pageBefore: string;
  let client: QueryClient;

  beforeAll(async () => {
    pageBefore = window.location.href;
    server = await startRealApp();
    // The key the server signs its links with, kept in its data folder.
    tokens = unsubscribeTokens(await loadSigningKey(server.site.config, { info: () => undefined }));
    i18nOf('hi').load('hi', (await import('#web/locales/hi/messages-unsubscribe.po')).messages);
  });
  afterAll(async () => {
    await server.close();
    setPageUrl(pageBefore);
  });
  afterEach(async () => {
    // The site's settings still on their way would be cut off by the next page's address.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    cleanup();
    for (const shown of currentToasts()) dismissToast(shown.id);
  });

  /** The page as its link opens it: `/unsubscribe?token=…`, under `/hi` in Hindi. */
  const open = (token: string, language: Language = 'en') => {
    const path = `/unsubscribe?token=${encodeURIComponent(token)}`;
    setPageUrl(`${server.origin}${language === 'hi' ? '/hi' : ''}${path}`);
    client = new QueryClient();
    render(
      <AppProviders client={client} i18n={i18nOf(language)}>
        <RouterProvider
          router={createMemoryRouter([{ path: '/unsubscribe', Component: UnsubscribePage }], {
            initialEntries: [path],
          })}
        />
      </AppProviders>,
    );
  };
  const consent = (address: string) =>
    server.app.db
      .selectFrom('notification_consents')
      .selectAll()
      .where('address', '=', address)
      .executeTakeFirst();

  it('shows the address, unsubscribes it only when the button is pressed, and says so', async () => {
    open(tokens.sign('asha@example.com'));
    expect(await screen.findByText('asha@example.com')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Unsubscribe from e-mails' })).toBeTruthy();
    // Opening the link changed nothing.
    expect(await consent('asha@example.com')).toBeUndefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(unsubscribeMessages.unsubscribed),
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(await consent('asha@example.com')).toMatchObject({
      channel: 'email',
      opted_in: 0,
      source: 'email-link',
    });
  });

  it('tells an address already unsubscribed, without a button', async () => {
    open(tokens.sign('asha@example.com'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'asha@example.com is already unsubscribed: we send it no more e-mails.',
      ),
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('refuses a forged link with its reason and no button', async () => {
    const forged = `${Buffer.from('email:ravi@example.com').toString('base64url')}.AAAA`;
    open(forged);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(unsubscribeMessages.invalidLink),
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('ravi@example.com')).toBeNull();
    expect(await consent('ravi@example.com')).toBeUndefined();
  });

  it('works in Hindi on /hi/unsubscribe, its refusal too', async () => {
    open(tokens.sign('sita@example.com'), 'hi');
    expect(await screen.findByText('sita@example.com')).toBeTruthy();
    expect(document.body.textContent).toContain('हम sita@example.com पर ई-मेल भेजना बंद कर देंगे।');
    await userEvent.setup().click(screen.getByRole('button', { name: 'ई-मेल बंद करें' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'ई-मेल बंद हो गए हैं। हम इस पते पर अब कोई ई-मेल नहीं भेजेंगे।',
      ),
    );
    expect(await consent('sita@example.com')).toMatchObject({ opted_in: 0 });
    await waitFor(() => expect(client.isFetching()).toBe(0));
    cleanup();

    open('not-a-token', 'hi');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'ई-मेल बंद करने का यह लिंक सही नहीं है। हमारे किसी ई-मेल के आख़िर में दिया लिंक खोलें, या हमें लिखें।',
      ),
    );
  });
});
