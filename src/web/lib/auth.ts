import { useSyncExternalStore } from 'react';
import type { UserDto } from '#common/schemas/users';
import { api, setUnauthorizedListener, type ApiError } from './api';

/** Who is logged in, as the browser last heard from the server. */
export interface AuthState {
  isAuthenticated: boolean;
  isLoading: boolean;
  user: UserDto | null;
  token: string;
}

/** What login and Google sign-in answer with. */
export interface SignInData {
  user: UserDto;
  accessToken: string;
}

const STORAGE_KEY = 'auth';

const loggedOut: AuthState = { isAuthenticated: false, isLoading: false, user: null, token: '' };

function readStored(): AuthState {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as AuthState | null;
    return stored?.user ? { ...loggedOut, ...stored, isLoading: false } : loggedOut;
  } catch {
    return loggedOut;
  }
}

let state = readStored();
const listeners = new Set<() => void>();

function setState(next: Partial<AuthState>): void {
  state = { ...state, ...next };
  // The token also lives in the httpOnly session cookie; it is kept out of script-readable storage.
  const { isAuthenticated, user } = state;
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ isAuthenticated, isLoading: false, user, token: '' }),
    );
  } catch {
    // Storage may be full or disabled; the state still lives for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The state transitions of the session (spec section 4). */
export const authActions = {
  pending: () => setState({ isLoading: true }),
  /** Login or Google sign-in answered; only `success` makes the user authenticated. */
  signedIn: (success: boolean, data: SignInData | undefined) =>
    setState({
      isLoading: false,
      isAuthenticated: success && Boolean(data?.user),
      user: success ? (data?.user ?? null) : null,
      token: success ? (data?.accessToken ?? '') : '',
    }),
  /** The server sent the current user again (profile check, profile edits). */
  userRefreshed: (user: UserDto) => setState({ isLoading: false, isAuthenticated: true, user }),
  signedOut: () => setState(loggedOut),
};

setUnauthorizedListener(() => {
  if (state.user) authActions.signedOut();
});

export function getAuthState(): AuthState {
  return state;
}

/** The server renders pages for a visitor, so hydration starts from one too. */
const visitorState = () => loggedOut;

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, visitorState);
}

/**
 * Asks the server who is logged in; any answer but the user logs the browser out. Without a
 * network the browser keeps who it last heard of (a student reads saved lessons offline).
 */
export async function refreshSession(): Promise<void> {
  try {
    const { data } = await api.get<UserDto>('/user/profile', { quiet: true });
    if (data) authActions.userRefreshed(data);
    else authActions.signedOut();
  } catch (error) {
    if ((error as ApiError).status === 0) setState({ isLoading: false });
    else authActions.signedOut();
  }
}

/**
 * Run once at start-up. Only a browser that believes it is logged in asks, so a visitor's first
 * page makes no call that must fail.
 */
export function checkSessionAtStart(): void {
  if (!state.user) return;
  authActions.pending();
  void refreshSession();
}

/** Ends the session on the server; whatever it answers, the browser is logged out after. */
export async function logOut(): Promise<void> {
  authActions.pending();
  try {
    await api.post('/user/logout', undefined, { quiet: true });
  } catch {
    // Logged out locally all the same.
  } finally {
    authActions.signedOut();
  }
}

export const isAdmin = (user: UserDto | null): boolean => user?.role === 'admin';
