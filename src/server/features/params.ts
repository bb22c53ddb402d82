import { z } from 'zod';

/** The id in a path; one that matches nothing answers 404. */
export const idParams = z.object({ id: z.string().min(1).max(100) });

/** A fee's part in a path: the fee's id and the part's place. */
export const feePartParams = idParams.extend({ seq: z.coerce.number().int().min(0) });

/** The page of a public list, when one was asked for; without it the list comes whole. */
export const optionalPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
});
