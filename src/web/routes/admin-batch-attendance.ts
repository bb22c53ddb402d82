export { BatchAttendancePage as Component } from '../features/courses/admin/batch-attendance-page';
