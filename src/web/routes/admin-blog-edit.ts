export { AdminBlogEditPage as Component } from '../features/blog/admin-blog-edit-page';
