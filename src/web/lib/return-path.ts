import { useSearchParams } from 'react-router';

const REMEMBERED = 'return-after-sign-in';

const HERE = 'https://this-site.invalid';

/**
 * A path on this site ("/course-detail/…"), never another site: read as the browser reads it
 * ("//evil.example", "/\\evil" and "/\t/evil.example" all lead away), kept only when it stays here.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  try {
    const url = new URL(value, HERE);
    return url.origin === HERE ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/**
 * Where a sign-in should lead: the login or register page's `?next=` (in `params`), or the path
 * remembered before leaving for Google's sign-in (which returns to /login without it).
 */
export const returnPathOf = (params: URLSearchParams): string | null =>
  safeReturnPath(params.get('next')) ?? safeReturnPath(sessionStorage.getItem(REMEMBERED));

/** `returnPathOf` the address shown. */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  return returnPathOf(params);
}

/** Keeps the path through a round trip to the sign-in provider. */
export function rememberReturnPath(path: string | null): void {
  if (path) sessionStorage.setItem(REMEMBERED, path);
  else sessionStorage.removeItem(REMEMBERED);
}
