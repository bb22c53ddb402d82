export { CoursesPage as Component } from '../features/courses/finder/courses-page';
