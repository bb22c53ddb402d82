import { z } from 'zod';

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

/** The success answer carrying `data`, as a response schema: fields not declared are dropped. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string().optional(), data });

/** A success answer with only a message. */
export const messageEnvelope = z.object({ success: z.boolean(), message: z.string() });
