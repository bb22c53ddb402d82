export { CourseProgressPage as Component } from '../features/courses/lesson-builder/course-progress-page';
