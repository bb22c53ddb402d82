export { AdminBlogCreatePage as Component } from '../features/articles/admin/admin-blog';
