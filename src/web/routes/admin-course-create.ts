export { AdminCourseCreatePage as Component } from '../features/courses/admin/admin-course-create-page';
