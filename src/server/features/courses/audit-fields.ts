import type { AuditFields } from '#server/plugins/audit-summary';

/** A course's and a batch's columns as the activity log shows them. */
export const courseAuditFields: AuditFields = {
  course_title: { label: 'Title' },
  sub_title: { label: 'Subtitle' },
  course_title_hi: { label: 'Title (Hindi)' },
  sub_title_hi: { label: 'Subtitle (Hindi)' },
  description_hi: { label: 'Description (Hindi)', long: true },
  prerequisites_hi: { label: 'Prerequisites (Hindi)', long: true },
  audience_hi: { label: 'Audience (Hindi)', long: true },
  course_price: { label: 'Price', money: true },
  course_level: { label: 'Level' },
  course_duration: { label: 'Duration' },
  course_language: { label: 'Language' },
  course_mode: { label: 'Mode' },
  is_publish: { label: 'Status', flag: ['Unpublished', 'Published'] },
  description: { long: true },
  outline: { long: true },
  learning_points: { long: true },
  learning_points_hi: { label: 'Learning points (Hindi)', long: true },
  prerequisites: { long: true },
  audience: { long: true },
  description_html: { hidden: true },
  search_text: { hidden: true },
  starts_on: { label: 'Starts' },
  start_time: { label: 'From' },
  end_time: { label: 'To' },
};
