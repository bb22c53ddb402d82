import { z } from 'zod';

/** What the admin's editor sends to preview: the Markdown as typed. */
export const markdownPreviewSchema = z.object({
  markdown: z.string().max(20_000, 'At most 20000 characters.'),
});

export const markdownPreviewDtoSchema = z.object({
  /** The Markdown rendered exactly as a saved post or news item would be. */
  html: z.string(),
});
