// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '#common/users';
import { LoginPage } from '#web/features/users/login-page';
import { RegisterPage } from '#web/features/users/register-page';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')
    ?.textContent;

const NEXT = '/course-detail/abc';

describe('the sign-up page against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp();
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    for (const shown of currentToasts()) dismissToast(shown.id);
  });

  function openSignUp() {
    const router = createMemoryRouter(
      [
        { path: '/register', Component: RegisterPage },
        { path: '/login', Component: LoginPage },
      ],
      { initialEntries: [`/register?next=${encodeURIComponent(NEXT)}`] },
    );
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </InLanguage>,
    );
    return router;
  }

  async function fill(name: string, email: string) {
    const user = userEvent.setup();
    if (name) await user.type(screen.getByLabelText('Name'), name);
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Mobile Phone'), '9876501234');
    await user.type(screen.getByLabelText('Password'), 'Student@123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Student@123');
    await user.click(screen.getByRole('button', { name: 'Signup' }));
  }

  const accounts = () => server.app.db.selectFrom('users').select('email').execute();

  it.each([
    ['', userMessages.nameRequired],
    ['R2D2', userMessages.invalidName],
  ])('tells under the name what is wrong with %j and signs nobody up', async (name, message) => {
    openSignUp();
    await fill(name, 'nameless@example.com');
    const field = screen.getByLabelText('Name');
    await waitFor(() => expect(errorOf(field)).toBe(message));
    expect(document.activeElement).toBe(field);
    expect(await accounts()).toEqual([]);
  });

  it('signs up a Hindi name and opens the login with the address filled in, as the account keeps it', async () => {
    const router = openSignUp();
    await fill('प्रिया शर्मा', 'Priya.Sharma@Example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(NEXT)}`);
    expect(currentToasts().map((shown) => shown.message)).toContain('Registration Successful');
    // The address as typed or as the account keeps it (lower case): the same address either way.
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value.toLowerCase()).toBe('priya.sharma@example.com');
    expect(await accounts()).toEqual([{ email: 'priya.sharma@example.com' }]);
  });
});
