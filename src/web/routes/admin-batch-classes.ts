export { BatchClassesPage as Component } from '../features/courses/admin/batch-classes-page';
