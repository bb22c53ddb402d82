/**
 * What a page may hand the login page when it sends a visitor there: the address just signed up
 * with, typed in for them. Kept in the history entry, never in the address bar.
 */
export interface LoginState {
  email: string;
}

/** The e-mail address handed over in a navigation's `state`, if any. */
export const prefilledEmail = (state: unknown): string =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : '';
