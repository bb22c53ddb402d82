export { AdminBlogEditPage as Component } from '../features/articles/admin/admin-blog';
