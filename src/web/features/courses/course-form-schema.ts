import { z } from 'zod';
import { courseFieldsSchema, courseMessages } from '#common/schemas/courses';
import { MAX_IMAGE_BYTES } from '#common/upload-limits';
import type { CourseValues } from './api/manage-course';

const chosenFile = (files: unknown): File | undefined =>
  files instanceof FileList ? (files[0] ?? undefined) : undefined;

/** A file input's value: required, of the right kind, not larger than the server takes. */
export const fileListSchema = (required: string, maxBytes: number, accept?: RegExp) =>
  z
    .custom<FileList | undefined>((files) => Boolean(chosenFile(files)), { error: required })
    .refine((files) => !accept || accept.test(chosenFile(files)?.type ?? ''), {
      error: 'This type of file is not accepted here.',
    })
    .refine((files) => (chosenFile(files)?.size ?? 0) <= maxBytes, {
      error: `The file must be ${maxBytes / 1024 / 1024} MB or less.`,
    })
    .transform((files) => chosenFile(files) as File);

/** Add Course: every field plus the thumbnail. */
export const createCourseSchema = courseFieldsSchema.extend({
  courseThumbnail: fileListSchema(courseMessages.required, MAX_IMAGE_BYTES, /^image\//),
});

/** Update Course's content form: the same fields, the thumbnail has its own form. */
export const courseContentSchema = courseFieldsSchema.extend({
  courseThumbnail: z.custom<FileList | undefined>(() => true),
});

export type CourseFormInput = z.input<typeof createCourseSchema>;

/** Validated fields back to what the API takes: text, and the price in rupees. */
export function toCourseValues(fields: z.output<typeof courseFieldsSchema>): CourseValues {
  return {
    courseTitle: fields.courseTitle,
    subTitle: fields.subTitle,
    category: fields.category,
    coursePrice: String(fields.coursePrice / 100),
    description: fields.description,
    courseLevel: fields.courseLevel,
    courseDuration: fields.courseDuration,
    courseLanguage: fields.courseLanguage,
    instructor: fields.instructor,
  };
}
