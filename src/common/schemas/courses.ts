import { z } from 'zod';
import { COURSE_LEVELS, COURSE_MODES } from '../courses';
import { batchDtoSchema } from './batches';
import { outlineDtoSchema } from './course-outline';
import { hindiTwin } from './hindi-text';
import { oneLine } from './required-text';

export const courseMessages = {
  required: 'This field is required.',
  price: 'Enter a price in rupees above 0, with at most 2 decimals.',
  courseRequired: 'Course is required',
  titleRequired: 'Title is required',
  fileRequired: 'File is required',
} as const;

const requiredLong = (max: number) =>
  z
    .string({ error: courseMessages.required })
    .trim()
    .min(1, courseMessages.required)
    .max(max, `At most ${max} characters.`);
const required = (max: number) => oneLine(requiredLong(max));
const title = required(150);
const subTitle = required(300);
const description = requiredLong(10_000);
const category = required(60);
const courseDuration = required(60);
const courseLanguage = required(60);

/** Rupees as typed in the form ("4999", "4,999.50", "₹ 1,49,999") -> paise. */
export const rupeesSchema = z
  .union([z.string(), z.number()], { error: courseMessages.required })
  .transform((value) =>
    String(value)
      .trim()
      .replace(/^(?:₹|rs\.?|inr)\s*/i, '')
      .replace(/,/g, ''),
  )
  .refine((value) => value !== '', courseMessages.required)
  .refine((value) => /^\d{1,7}(\.\d{1,2})?$/.test(value) && Number(value) > 0, courseMessages.price)
  .transform((value) => Math.round(Number(value) * 100));

/** Every field of a course but its thumbnail (create adds that; edit sends these). */
export const courseFieldsSchema = z.object({
  courseTitle: title,
  courseTitleHi: hindiTwin(title),
  subTitle,
  subTitleHi: hindiTwin(subTitle),
  category,
  categoryHi: hindiTwin(category),
  coursePrice: rupeesSchema,
  description,
  descriptionHi: hindiTwin(description),
  courseLevel: z.enum(COURSE_LEVELS, { error: courseMessages.required }),
  courseDuration,
  courseDurationHi: hindiTwin(courseDuration),
  courseLanguage,
  courseLanguageHi: hindiTwin(courseLanguage),
  instructor: required(100),
  /** Left out, a new course is taught both ways and an edited one keeps its mode. */
  courseMode: z.enum(COURSE_MODES, { error: 'Choose online, offline or both.' }).optional(),
});

export type CourseFields = z.input<typeof courseFieldsSchema>;

/** Title of an e-book or slide deck. */
export const resourceTitleSchema = z.object({
  title: oneLine(
    z
      .string({ error: courseMessages.titleRequired })
      .trim()
      .min(1, courseMessages.titleRequired)
      .max(200, 'At most 200 characters.'),
  ),
});

/** A course as the API sends it; resource URLs download only for admins and enrolled students. */
export const courseDtoSchema = z.object({
  _id: z.string(),
  courseTitle: z.string(),
  /** The Hindi versions are null where there is none (decision 045). */
  courseTitleHi: z.string().nullable(),
  subTitle: z.string(),
  subTitleHi: z.string().nullable(),
  category: z.string(),
  categoryHi: z.string().nullable(),
  /** Rupees. */
  coursePrice: z.number(),
  description: z.string(),
  descriptionHi: z.string().nullable(),
  courseLevel: z.enum(COURSE_LEVELS),
  courseDuration: z.string(),
  courseDurationHi: z.string().nullable(),
  courseLanguage: z.string(),
  courseLanguageHi: z.string().nullable(),
  instructor: z.string(),
  courseThumbnail: z.string(),
  isPublish: z.boolean(),
  studentCount: z.number(),
  /** Ids of enrolled students: filled for admins, empty for everyone else. */
  enrolledStudent: z.array(z.string()),
  /** True when the viewer may not download the resources. */
  locked: z.boolean(),
  /** True when the viewer's files of this course are paused: a part of their fee is overdue. */
  filesPaused: z.boolean(),
  syllabus: z.array(z.object({ _id: z.string(), fileName: z.string(), fileUrl: z.string() })),
  ebooks: z.array(z.object({ _id: z.string(), title: z.string(), ebookUrl: z.string() })),
  ppt: z.array(z.object({ _id: z.string(), title: z.string(), pptUrl: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
  courseMode: z.enum(COURSE_MODES),
  /** The modules in order, with their lessons. */
  outline: outlineDtoSchema,
  learningPoints: z.array(z.string()),
  /** The Hindi of each learning point at its place, null where it has none. */
  learningPointsHi: z.array(z.string().nullable()),
  prerequisites: z.string(),
  prerequisitesHi: z.string().nullable(),
  audience: z.string(),
  audienceHi: z.string().nullable(),
  /** Batches starting today or later, soonest first. */
  batches: z.array(batchDtoSchema),
});

export type CourseDto = z.infer<typeof courseDtoSchema>;

/**
 * A course as lists and searches send it: what a card or a picker shows, without the detail
 * page's outline, learning points, prerequisites, audience and batches (a quarter of a list's
 * bytes, and of the home page's, which carries the list).
 */
export const courseSummarySchema = courseDtoSchema.omit({
  filesPaused: true,
  outline: true,
  learningPoints: true,
  learningPointsHi: true,
  prerequisites: true,
  prerequisitesHi: true,
  audience: true,
  audienceHi: true,
  batches: true,
});

export type CourseSummaryDto = z.infer<typeof courseSummarySchema>;
