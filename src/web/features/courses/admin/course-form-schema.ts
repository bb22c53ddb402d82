import { z } from 'zod';
import { courseFieldsSchema, courseMessages } from '#common/schemas/courses';
import { imageFileSchema } from '#web/lib/file-list-schema';
import type { CourseValues } from '../api/course-values';

/** Add Course: every field plus the thumbnail. */
export const createCourseSchema = courseFieldsSchema.extend({
  courseThumbnail: imageFileSchema(courseMessages.required),
});

/** Update Course's content form: the same fields, the thumbnail has its own form. */
export const courseContentSchema = courseFieldsSchema.extend({
  courseThumbnail: z.custom<FileList | undefined>(() => true),
});

export type CourseFormInput = z.input<typeof createCourseSchema>;

/** Validated fields back to what the API takes: text (no Hindi: empty), and the price in rupees. */
export function toCourseValues(fields: z.output<typeof courseFieldsSchema>): CourseValues {
  return {
    courseTitle: fields.courseTitle,
    courseTitleHi: fields.courseTitleHi ?? '',
    subTitle: fields.subTitle,
    subTitleHi: fields.subTitleHi ?? '',
    category: fields.category,
    categoryHi: fields.categoryHi ?? '',
    coursePrice: String(fields.coursePrice / 100),
    description: fields.description,
    descriptionHi: fields.descriptionHi ?? '',
    courseLevel: fields.courseLevel,
    courseDuration: fields.courseDuration,
    courseDurationHi: fields.courseDurationHi ?? '',
    courseLanguage: fields.courseLanguage,
    courseLanguageHi: fields.courseLanguageHi ?? '',
    instructor: fields.instructor,
    courseMode: fields.courseMode ?? 'both',
  };
}
