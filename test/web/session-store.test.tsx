// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserDto } from '#common/schemas/users';
import { makeUser } from '../helpers/factories';
import { api, setApiTransport } from '#web/lib/api';
import {
  authActions,
  getAuthState,
  logOut,
  refreshSession,
  useAuth,
  type SignInData,
} from '#web/lib/auth';
import { startRealApp } from './helpers/real-app';

function WhoIsIn() {
  const { isAuthenticated, user } = useAuth();
  return <p>{isAuthenticated ? `In as ${user?.email}` : 'Visitor'}</p>;
}

const stored = () => JSON.parse(localStorage.getItem('auth') ?? 'null') as Record<string, unknown>;

describe('the session store', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  beforeAll(async () => {
    server = await startRealApp();
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    authActions.signedOut();
  });

  async function signIn() {
    const { user, password } = await makeUser(server.app.db);
    const { data } = await api.post<SignInData>('/user/login', { email: user.email, password });
    act(() => authActions.signedIn(true, data));
    return user;
  }

  it('shows who signed in to every component and keeps them, without the token, for the next visit', async () => {
    render(<WhoIsIn />);
    expect(screen.getByText('Visitor')).toBeTruthy();
    const user = await signIn();
    expect(screen.getByText(`In as ${user.email}`)).toBeTruthy();
    expect(getAuthState().token).not.toBe('');
    expect(stored()).toMatchObject({ isAuthenticated: true, token: '' });
    expect((stored().user as UserDto).email).toBe(user.email);
  });

  it('a failed sign-in leaves nobody signed in', () => {
    authActions.signedIn(false, undefined);
    expect(getAuthState()).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('asks the server again and keeps the session while its cookie is good', async () => {
    const user = await signIn();
    await refreshSession();
    expect(getAuthState()).toMatchObject({ isAuthenticated: true, isLoading: false });
    expect(getAuthState().user?.email).toBe(user.email);
  });

  it('keeps who signed in while the server cannot be reached (lessons saved for offline open)', async () => {
    const user = await signIn();
    setApiTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    try {
      await refreshSession();
    } finally {
      setApiTransport((url, init) => fetch(url, init));
    }
    expect(getAuthState()).toMatchObject({ isAuthenticated: true, isLoading: false });
    expect(getAuthState().user?.email).toBe(user.email);
  });

  it('logs the browser out when any call hears 401 (the session ended elsewhere)', async () => {
    render(<WhoIsIn />);
    const user = await signIn();
    // Ended on the server behind the store's back: the next call finds no session.
    await fetch('/api/v1/user/logout', { method: 'POST', credentials: 'include' });
    await act(() => api.get('/user/profile', { quiet: true }).catch(() => undefined));
    expect(screen.getByText('Visitor')).toBeTruthy();
    expect(screen.queryByText(`In as ${user.email}`)).toBeNull();
    expect(stored()).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('logs out on the server as well as in the browser', async () => {
    await signIn();
    await logOut();
    expect(getAuthState().isAuthenticated).toBe(false);
    await expect(api.get('/user/profile', { quiet: true })).rejects.toMatchObject({ status: 401 });
  });
});
