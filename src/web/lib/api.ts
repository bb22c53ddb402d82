import { API_PREFIX, type ApiEnvelope } from '#common/api';
import { languageOfPath } from '#common/languages';
import type { Said } from './said';
import { toast } from './toast';

export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    /** Field name -> message, when the server rejected the input. */
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Whether this page is in Hindi (browser only: the server's render tells no message). */
export const hindiHere = () =>
  typeof window !== 'undefined' && languageOfPath(window.location.pathname).language === 'hi';

/**
 * The server's words in the page's language (decision 046): on a Hindi page in Hindi, from the
 * catalogue of the server's messages (lib/said, fetched when first needed); English pages fetch
 * nothing. Unknown messages stay English.
 */
export async function inPageLanguage<T extends Said>(said: T): Promise<T> {
  // A refusal always has a message; so has an answer with words for a person.
  if (said.message && hindiHere()) await (await import('./said')).sayInHindi(said);
  return said;
}

/** The server answered 404: the thing asked for does not exist (or is not for this viewer). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export interface RequestOptions {
  /** Do not show a toast on failure; the failure is only logged to the console. */
  quiet?: boolean;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The web's own words when the server's answer says none (read into said.po too). */
export const UNREACHABLE_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

let onUnauthorized = () => {};

/** How a request reaches the API: the network in the browser. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server sends requests to its own routes while it renders a page (web/entry-server). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/**
 * Runs `listener` whenever the server answers 401: the session is gone, so the browser's idea of
 * who is logged in must go too. The session store registers itself here (api.ts imports nothing
 * of it).
 */
export function setUnauthorizedListener(listener: () => void): void {
  onUnauthorized = listener;
}

async function send(method: Method, path: string, body: unknown, signal?: AbortSignal) {
  const init: RequestInit = { method, credentials: 'include', signal };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  try {
    return await transport(`${API_PREFIX}${path}`, init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, UNREACHABLE_MESSAGE);
  }
}

async function readEnvelope<T>(response: Response): Promise<ApiEnvelope<T>> {
  try {
    return (await response.json()) as ApiEnvelope<T>;
  } catch {
    throw new ApiError(
      response.status,
      `The server sent an unexpected answer (${response.status}). Please try again.`,
    );
  }
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  { quiet = false, signal }: RequestOptions,
): Promise<ApiEnvelope<T>> {
  try {
    const response = await send(method, path, body, signal);
    const envelope = await readEnvelope<T>(response);
    if (!response.ok || !envelope.success) {
      const message = envelope.message ?? `The request failed (${response.status}).`;
      throw new ApiError(response.status, message, envelope.errors);
    }
    return await inPageLanguage(envelope);
  } catch (error) {
    if (error instanceof ApiError && !signal?.aborted) {
      await inPageLanguage(error);
      if (error.status === 401) onUnauthorized();
      if (quiet) console.warn(`${method} ${path}: ${error.message}`);
      else toast.error(error.message);
    }
    throw error;
  }
}

/** Calls `/api/v1<path>` with the session cookie; JSON bodies, or FormData for uploads. */
export const api = {
  get: <T>(path: string, options: RequestOptions = {}) =>
    request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options: RequestOptions = {}) =>
    request<T>('DELETE', path, undefined, options),
};
