import type { CourseFields } from '#common/schemas/courses';

/** The course form's values as the API takes them: text fields, the price in rupees. */
export type CourseValues = { [K in keyof CourseFields]: string };
