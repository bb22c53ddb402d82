import { z } from 'zod';

// Response schemas live apart from #common/api, which the web app's entry imports: zod stays out
// of the first download.

/** The success answer carrying `data`, as a response schema: fields not declared are dropped. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string().optional(), data });

/** A success answer with only a message. */
export const messageEnvelope = z.object({ success: z.boolean(), message: z.string() });
