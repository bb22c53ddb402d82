import { z } from 'zod';
import { reviewMessages, reviewStatuses } from '../reviews';
import { oneLine } from './required-text';

/**
 * POST /review/create (logged-in users). `name` and `reviewImage` are the spec's fields: a name
 * given is shown only as the one the review was posted as, beside the reviewer's account name,
 * and the picture is always their profile picture. `courseId` optionally names the course
 * reviewed, and `rating` optionally gives it 1 to 5 stars.
 */
export const reviewCreateSchema = z.object({
  name: oneLine(z.string().trim().max(100, 'At most 100 characters.')).optional(),
  reviewImage: z.string().max(500).optional(),
  message: z
    .string({ error: reviewMessages.empty })
    .trim()
    .min(1, reviewMessages.empty)
    .max(1000, 'At most 1000 characters.'),
  courseId: z.string().max(100).optional(),
  rating: z
    .number({ error: reviewMessages.rating })
    .int(reviewMessages.rating)
    .min(1, reviewMessages.rating)
    .max(5, reviewMessages.rating)
    .optional(),
});
export type ReviewInput = z.input<typeof reviewCreateSchema>;

/** PATCH /review/{id}/status (admin): show a review, or hide it. */
export const reviewStatusUpdateSchema = z.object({
  status: z.enum(['published', 'hidden'], { error: 'Choose published or hidden.' }),
});

export const reviewDtoSchema = z.object({
  _id: z.string(),
  /** The reviewer's account name as it is now (the demo's reviews, without one: their own). */
  name: z.string(),
  /** The name the reviewer chose to post under, when it is not their account's; else null. */
  postedAs: z.string().nullable(),
  /** The reviewer's profile picture; empty for the default image. */
  reviewImage: z.string(),
  message: z.string(),
  /** Stars from 1 to 5, or null when the reviewer gave none. */
  rating: z.number().nullable(),
  /** The course the review names, if any. */
  course: z.object({ _id: z.string(), courseTitle: z.string() }).nullable(),
  /** The reviewer bought the named course. */
  verified: z.boolean(),
  status: z.enum(reviewStatuses),
  createdAt: z.string(),
});
export type ReviewDto = z.infer<typeof reviewDtoSchema>;

/** GET /review/course/{courseId}: a course's shown reviews, the newest first, and their ratings. */
export const courseReviewsDtoSchema = z.object({
  data: z.array(reviewDtoSchema),
  /** Shown reviews naming the course, all of them (the list holds the newest few). */
  reviewCount: z.number(),
  /** How many of those give a rating. */
  ratingCount: z.number(),
  /** Their average to one decimal; null without ratings. */
  average: z.number().nullable(),
});
export type CourseReviewsDto = z.infer<typeof courseReviewsDtoSchema>;
