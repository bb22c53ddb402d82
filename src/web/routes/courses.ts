export { CoursesPage as Component } from '../features/courses/courses-page';
