import { z } from 'zod';
import { markdownText, publishField, requiredText } from './required-text';

export const newsMessages = {
  image: 'Upload Image',
  headline: 'Enter Headline',
  description: 'Enter Description',
  notFound: 'News not found.',
} as const;

const newsText = {
  newsHeadline: requiredText(newsMessages.headline, 200),
  /** Markdown. */
  newsDescription: markdownText(newsMessages.description, 20_000),
};

/** The text fields of the create form (multipart; `newsImage` is the file). */
export const newsCreateSchema = z.object({ ...newsText, isPublished: publishField });

/** The text edit (JSON); publish state stays as it is when left out. */
export const newsUpdateSchema = z.object({ ...newsText, isPublished: z.boolean().optional() });

export type NewsUpdate = z.input<typeof newsUpdateSchema>;

export const newsDtoSchema = z.object({
  _id: z.string(),
  newsImage: z.string(),
  newsHeadline: z.string(),
  /** The Markdown source. */
  newsDescription: z.string(),
  /** The Markdown rendered to safe HTML on the server. */
  html: z.string(),
  /** Plain text, at most 90 characters plus an ellipsis when cut. */
  preview: z.string(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type NewsDto = z.infer<typeof newsDtoSchema>;
