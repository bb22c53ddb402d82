export { TimetablePage as Component } from '../features/courses/admin/timetable-page';
