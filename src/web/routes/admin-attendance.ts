export { AttendancePage as Component } from '../features/courses/admin/attendance-page';
