import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CourseSort } from '#common/course-search';
import './messages';

/** How the finder names its orders, as messages (`t(…)`). */
export const sortLabels: Record<CourseSort, MessageDescriptor> = {
  newest: msg`Newest first`,
  'price-low': msg`Price: low to high`,
  'price-high': msg`Price: high to low`,
  students: msg`Most students`,
};
