export { AdminBlogPage as Component } from '../features/articles/admin/admin-blog';
