import { z } from 'zod';
import { markdownText, publishField, requiredText } from './required-text';

export const blogMessages = {
  image: 'Blog image is required',
  title: 'Blog title is required',
  instructor: 'Instructor name is required',
  description: 'Blog description is required',
  type: 'Blog type is required',
  notFound: 'Blog post not found.',
} as const;

const blogText = {
  BlogTitle: requiredText(blogMessages.title, 200),
  Instructor: requiredText(blogMessages.instructor, 100),
  /** Markdown. */
  Description: markdownText(blogMessages.description, 20_000),
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
  Instructor: z.string(),
  BlogType: z.string(),
  /** The Markdown source. */
  Description: z.string(),
  /** The Markdown rendered to safe HTML on the server. */
  html: z.string(),
  /** Plain text, at most 90 characters plus an ellipsis when cut. */
  preview: z.string(),
  readingMinutes: z.number(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type BlogDto = z.infer<typeof blogDtoSchema>;
