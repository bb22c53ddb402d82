import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CourseLevel, CourseMode } from '#common/courses';
import './messages';

/** How the finder and the cards name a course's values, as messages (`t(…)`). */
export const modeLabels: Record<CourseMode, MessageDescriptor> = {
  online: msg`Online`,
  offline: msg`Offline (classroom)`,
  both: msg`Online and offline`,
};

export const levelLabels: Record<CourseLevel, MessageDescriptor> = {
  Beginner: msg`Beginner`,
  Intermediate: msg`Intermediate`,
  Advance: msg`Advance`,
};
