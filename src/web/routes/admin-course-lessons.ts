export { LessonBuilderPage as Component } from '../features/courses/lesson-builder/lesson-builder-page';
