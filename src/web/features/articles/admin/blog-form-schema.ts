import { z } from 'zod';
import { blogMessages, blogUpdateSchema } from '#common/schemas/blog';
import { imageFileSchema } from '#web/lib/file-list-schema';

/** Update Blog's text form: title, instructor, type, Markdown body, published or draft. */
export const blogTextSchema = blogUpdateSchema.extend({ isPublished: z.boolean() });

/** Insert Blog: the text form plus the picture. */
export const blogCreateFormSchema = blogTextSchema.extend({
  BlogUrl: imageFileSchema(blogMessages.image),
});

export type BlogTextInput = z.input<typeof blogTextSchema>;
export type BlogCreateInput = z.input<typeof blogCreateFormSchema>;
