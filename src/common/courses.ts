/** What a course is, apart from how its forms are checked (schemas/courses). */

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advance'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** How a course is taught: online, in the classroom, or both ways. */
export const COURSE_MODES = ['online', 'offline', 'both'] as const;
export type CourseMode = (typeof COURSE_MODES)[number];
export const courseModeLabels: Record<CourseMode, string> = {
  online: 'Online',
  offline: 'Offline (classroom)',
  both: 'Online and offline',
};
