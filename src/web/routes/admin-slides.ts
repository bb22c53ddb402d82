export { AdminSlidesPage as Component } from '../features/courses/admin/admin-slides-page';
