import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WEEKDAYS } from '#common/batches';
import type { CourseLevel, CourseMode } from '#common/courses';
import './messages';

// The course's values as the admin's screens name them (`t(…)`). The public screens have their
// own (course-labels, plan/course-batches): sharing them would split those modules out of the
// public pages' chunks, which every visitor then downloads as files of their own.

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

export const weekdayLabels: Record<(typeof WEEKDAYS)[number], MessageDescriptor> = {
  Mon: msg`Mon`,
  Tue: msg`Tue`,
  Wed: msg`Wed`,
  Thu: msg`Thu`,
  Fri: msg`Fri`,
  Sat: msg`Sat`,
  Sun: msg`Sun`,
};
