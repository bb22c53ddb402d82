import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CourseSort } from '#common/course-search';
import type { CourseLevel, CourseMode } from '#common/courses';
import './messages';

/** How the finder and the cards name a course's values, as messages (`t(…)`). */
export const modeLabels: Record<CourseMode, MessageDescriptor> = {
  online: msg`Online`,
  offline: msg`Offline (classroom)`,
  both: msg`Online and offline`,
};

export const sortLabels: Record<CourseSort, MessageDescriptor> = {
  newest: msg`Newest first`,
  'price-low': msg`Price: low to high`,
  'price-high': msg`Price: high to low`,
  students: msg`Most students`,
};

export const levelLabels: Record<CourseLevel, MessageDescriptor> = {
  Beginner: msg`Beginner`,
  Intermediate: msg`Intermediate`,
  Advance: msg`Advance`,
};
