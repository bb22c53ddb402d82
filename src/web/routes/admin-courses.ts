export { AdminCoursesPage as Component } from '../features/courses/admin-courses-page';
