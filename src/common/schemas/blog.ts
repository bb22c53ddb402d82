import { z } from 'zod';
import { hindiTwin } from './hindi-text';
import { markdownText, publishField, requiredText } from './required-text';

export const blogMessages = {
  image: 'Blog image is required',
  title: 'Blog title is required',
  instructor: 'Instructor name is required',
  description: 'Blog description is required',
  type: 'Blog type is required',
  notFound: 'Blog post not found.',
} as const;

const title = requiredText(blogMessages.title, 200);
const description = markdownText(blogMessages.description, 20_000);

const blogText = {
  BlogTitle: title,
  BlogTitleHi: hindiTwin(title),
  Instructor: requiredText(blogMessages.instructor, 100),
  /** Markdown. */
  Description: description,
  DescriptionHi: hindiTwin(description),
  BlogType: requiredText(blogMessages.type, 100),
};

/** The text fields of the create form (multipart; `BlogUrl` is the image file). */
export const blogCreateSchema = z.object({ ...blogText, isPublished: publishField });

/** The text edit (JSON); publish state stays as it is when left out. */
export const blogUpdateSchema = z.object({ ...blogText, isPublished: z.boolean().optional() });

export type BlogUpdate = z.input<typeof blogUpdateSchema>;

export const blogDtoSchema = z.object({
  _id: z.string(),
  /** The image's public URL. */
  BlogUrl: z.string(),
  BlogTitle: z.string(),
  /** The Hindi versions are null where there is none (decision 045). */
  BlogTitleHi: z.string().nullable(),
  Instructor: z.string(),
  BlogType: z.string(),
  /** The Markdown source. */
  Description: z.string(),
  DescriptionHi: z.string().nullable(),
  /** The Markdown rendered to safe HTML on the server. */
  html: z.string(),
  htmlHi: z.string().nullable(),
  /** Plain text, at most 90 characters plus an ellipsis when cut. */
  preview: z.string(),
  previewHi: z.string().nullable(),
  readingMinutes: z.number(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type BlogDto = z.infer<typeof blogDtoSchema>;
