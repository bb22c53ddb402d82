export { AdminEbooksPage as Component } from '../features/courses/admin-ebooks-page';
