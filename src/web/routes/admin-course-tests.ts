export { CourseTestsPage as Component } from '../features/tests/admin/course-tests-page';
