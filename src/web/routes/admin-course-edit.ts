export { AdminCourseEditPage as Component } from '../features/courses/admin-course-edit-page';
