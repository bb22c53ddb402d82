import { z } from 'zod';
import { hindiTwin } from './hindi-text';
import { markdownText, publishField, requiredText } from './required-text';

export const newsMessages = {
  image: 'Upload Image',
  headline: 'Enter Headline',
  description: 'Enter Description',
  notFound: 'News not found.',
} as const;

const headline = requiredText(newsMessages.headline, 200);
const description = markdownText(newsMessages.description, 20_000);

const newsText = {
  newsHeadline: headline,
  newsHeadlineHi: hindiTwin(headline),
  /** Markdown. */
  newsDescription: description,
  newsDescriptionHi: hindiTwin(description),
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
  /** The Hindi versions are null where there is none (decision 045). */
  newsHeadlineHi: z.string().nullable(),
  /** The Markdown source. */
  newsDescription: z.string(),
  newsDescriptionHi: z.string().nullable(),
  /** The Markdown rendered to safe HTML on the server. */
  html: z.string(),
  htmlHi: z.string().nullable(),
  /** Plain text, at most 90 characters plus an ellipsis when cut. */
  preview: z.string(),
  previewHi: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type NewsDto = z.infer<typeof newsDtoSchema>;
