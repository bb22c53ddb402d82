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
