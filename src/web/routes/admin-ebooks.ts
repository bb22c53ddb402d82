export { AdminEbooksPage as Component } from '../features/courses/admin/admin-ebooks-page';
