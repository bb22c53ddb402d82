export { AdminCoursesPage as Component } from '../features/courses/admin/admin-courses-page';
