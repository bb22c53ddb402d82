import { z } from 'zod';
import { completionAttendanceSchema } from './lessons';

/*
 * The admin's view of a course's progress (decision 070): each student's, and each lesson's
 * (where students stop).
 */

/** GET /lessons/admin/course/{courseId}/progress. */
export const courseProgressDtoSchema = z.object({
  courseTitle: z.string(),
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      done: z.number(),
      total: z.number(),
      complete: z.boolean(),
      completedAt: z.string().nullable(),
      /** Every test required for completion that the student takes is passed. */
      testsPassed: z.boolean(),
      /** Where their batch sets a minimum, their attendance against it (decision 074). */
      attendance: completionAttendanceSchema.nullable(),
      lastOpenedAt: z.string().nullable(),
      /** The title of the lesson the student opened last. */
      lastLesson: z.string().nullable(),
    }),
  ),
  lessons: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      module: z.string(),
      required: z.boolean(),
      /** How many of the course's students opened it, and how many completed it. */
      opened: z.number(),
      completed: z.number(),
      /** How many students have this as the last lesson they opened: where they stop. */
      lastOpened: z.number(),
    }),
  ),
});
export type CourseProgressDto = z.output<typeof courseProgressDtoSchema>;
