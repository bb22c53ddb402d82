export { AdminSlidesPage as Component } from '../features/courses/admin-slides-page';
