/** Every JSON answer of the API. Some list calls add fields such as `Pages` beside `data`. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message?: string;
  data?: T;
  /** Field name -> message, on a 400 caused by invalid input. */
  errors?: Record<string, string>;
  [extra: string]: unknown;
}

export const API_PREFIX = '/api/v1';

/** What the web tells a person when the server's answer says nothing itself (decision 046). */
export const apiMessages = {
  unreachable: 'Cannot reach the server. Check your connection and try again.',
  unexpected: (status: number) =>
    `The server sent an unexpected answer (${status}). Please try again.`,
  failed: (status: number) => `The request failed (${status}).`,
};
