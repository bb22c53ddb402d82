import type { ActivityDto } from '#common/schemas/activity';
import { adminTableQuery } from '#web/lib/admin-table-query';

/** One page of the admins' writes the view asks for, newest first by default. */
export const activityQuery = adminTableQuery<ActivityDto>({
  path: '/activity',
  rows: 'activity',
  key: (page, view) => ['activity', page, view],
});
