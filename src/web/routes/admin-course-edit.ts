export { AdminCourseEditPage as Component } from '../features/courses/admin/admin-course-edit-page';
