import { ENROLLMENT_SOURCES } from './money';
import { z } from 'zod';
import { requiredText } from './required-text';

export const studentMessages = {
  reasonRequired: 'Give a reason.',
  courseRequired: 'Course is required',
  deactivated: 'This account has been deactivated. Please contact the institute.',
  notYourself: 'You cannot deactivate your own account.',
  alreadyHas: 'The student already has this course.',
  doesNotHave: 'The student does not have this course.',
} as const;

/** POST /user/students/{id}/courses: give a course free, with the reason. */
export const grantCourseSchema = z.object({
  courseId: z
    .string({ error: studentMessages.courseRequired })
    .min(1, studentMessages.courseRequired)
    .max(100),
  reason: requiredText(studentMessages.reasonRequired, 300),
});
export type GrantCourseInput = z.input<typeof grantCourseSchema>;

/** POST /user/students/{id}/courses/{courseId}/withdraw. */
export const withdrawCourseSchema = z.object({
  reason: requiredText(studentMessages.reasonRequired, 300),
});

/** PATCH /user/students/{id}/active. */
export const studentActiveSchema = z.object({ active: z.boolean() });

export const courseSourceLabels: Record<(typeof ENROLLMENT_SOURCES)[number], string> = {
  online: 'Bought online',
  desk: 'Paid at the front desk',
  free: 'Free (granted)',
};

export const studentDetailSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string(),
  mobileNo: z.string(),
  profileImg: z.string(),
  role: z.enum(['student', 'admin']),
  deactivated: z.boolean(),
  createdAt: z.string(),
  courses: z.array(
    z.object({
      _id: z.string(),
      courseTitle: z.string(),
      source: z.enum(ENROLLMENT_SOURCES),
      reason: z.string().nullable(),
      since: z.string(),
      /** A part of the fee is overdue past the grace period, so the files are paused (decision 056). */
      filesPaused: z.boolean(),
    }),
  ),
  payments: z.array(
    z.object({
      _id: z.string(),
      courseTitle: z.string(),
      /** Rupees. */
      amount: z.number(),
      status: z.string(),
      paymentId: z.string(),
      createdAt: z.string(),
      /** The day a desk payment was taken; empty for an online order. */
      paidOn: z.string(),
    }),
  ),
  reviews: z.array(
    z.object({ _id: z.string(), message: z.string(), status: z.string(), createdAt: z.string() }),
  ),
  enquiries: z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(['contact', 'registration']),
      summary: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type StudentDetail = z.infer<typeof studentDetailSchema>;
