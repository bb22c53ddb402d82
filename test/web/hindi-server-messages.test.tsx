// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#common/languages';
import { userMessages } from '#common/users';
import { AppProviders } from '#web/app/providers';
import { ContactForm } from '#web/features/enquiries/contact-form';
import { LoginPage } from '#web/features/users/login-page';
import { api, ApiError } from '#web/lib/api';
import { i18nOf } from '#web/lib/i18n';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { setPageUrl } from './helpers/page-url';
import { startRealApp } from './helpers/real-app';

const toasts = () => currentToasts().map((shown) => shown.message);
const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')
    ?.textContent;

describe("the server's messages in the page's language (decision 046)", () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let pageBefore: string;
  /** Opens `path` of the real site in a language: '/login' in Hindi is '/hi/login'. */
  const openIn = (language: Language, path: string) =>
    setPageUrl(`${server.origin}${language === 'hi' ? '/hi' : ''}${path}`);
  const show = (language: Language, page: ComponentType) =>
    render(
      <AppProviders client={new QueryClient()} i18n={i18nOf(language)}>
        <RouterProvider router={createMemoryRouter([{ path: '/', Component: page }])} />
      </AppProviders>,
    );

  beforeAll(async () => {
    pageBefore = window.location.href;
    server = await startRealApp();
    // The features' words in Hindi, as a Hindi page loads them (each feature's messages.ts).
    const hindi = i18nOf('hi');
    hindi.load('hi', (await import('#web/locales/hi/users.po')).messages);
    hindi.load('hi', (await import('#web/locales/hi/enquiries.po')).messages);
  });
  afterAll(async () => {
    await server.close();
    setPageUrl(pageBefore);
  });
  afterEach(() => {
    cleanup();
    for (const shown of currentToasts()) dismissToast(shown.id);
  });

  it('a refused input: the message, each field message and the toast in Hindi on a Hindi page', async () => {
    openIn('hi', '/contact');
    const error = await api.post('/contact/create', { email: 'nobody' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toMatchObject({
      name: 'नाम लिखना ज़रूरी है।',
      email: 'यह ई-मेल पता सही नहीं है।',
      subject: 'विषय लिखना ज़रूरी है।',
    });
    expect((error as ApiError).message).toBe('नाम लिखना ज़रूरी है।');
    expect(toasts()).toEqual(['नाम लिखना ज़रूरी है।']);
  });

  it('the same refusal stays English on an English page', async () => {
    openIn('en', '/contact');
    const error = await api.post('/contact/create', { email: 'nobody' }).catch((e: unknown) => e);
    expect((error as ApiError).errors).toMatchObject({
      name: 'Name is required.',
      email: 'Invalid email address.',
    });
    expect(toasts()).toEqual(['Name is required.']);
  });

  it("a server's answer it cannot be reached for, in Hindi", async () => {
    setPageUrl('http://127.0.0.1:9/hi/contact');
    const error = await api.get('/settings').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
    expect(toasts()).toEqual(['सर्वर से संपर्क नहीं हो पा रहा। अपना इंटरनेट कनेक्शन देखकर फिर से कोशिश करें।']);
  });

  it.each([
    ['hi', 'ई-मेल', 'पासवर्ड', 'लॉग इन', 'ई-मेल या पासवर्ड गलत है!'],
    ['en', 'Email', 'Password', 'Login', userMessages.loginFailed],
  ] as const)(
    'a wrong password on the %s login page is told under the password in that language',
    async (language, emailLabel, passwordLabel, button, told) => {
      openIn(language, '/login');
      show(language, LoginPage);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(emailLabel), 'nobody@example.com');
      const password = screen.getByLabelText(passwordLabel, { exact: true });
      await user.type(password, 'Wrong@1234');
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(errorOf(password)).toBe(told));
    },
  );

  it("the contact form's own check (the shared schema) tells its messages in Hindi", async () => {
    openIn('hi', '/contact');
    show('hi', ContactForm);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ई-मेल'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('नाम'))).toBe('नाम लिखना ज़रूरी है।'));
    expect(errorOf(screen.getByLabelText('ई-मेल'))).toBe('यह ई-मेल पता सही नहीं है।');
    expect(errorOf(screen.getByLabelText('संदेश'))).toBe('संदेश लिखना ज़रूरी है।');
    expect(document.body.textContent).not.toContain('is required');
  });
});
