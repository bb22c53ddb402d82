import { z } from 'zod';
import { newsMessages, newsUpdateSchema } from '#common/schemas/news';
import { imageFileSchema } from '#web/lib/file-list-schema';

/** Update News's text form: headline, Markdown body, published or draft. */
export const newsTextSchema = newsUpdateSchema.extend({ isPublished: z.boolean() });

/** Insert News: the text form plus the picture. */
export const newsCreateFormSchema = newsTextSchema.extend({
  newsImage: imageFileSchema(newsMessages.image),
});

export type NewsTextInput = z.input<typeof newsTextSchema>;
export type NewsCreateInput = z.input<typeof newsCreateFormSchema>;
