export { AdminCourseCreatePage as Component } from '../features/courses/admin-course-create-page';
