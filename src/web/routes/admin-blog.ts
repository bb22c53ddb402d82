export { AdminBlogPage as Component } from '../features/blog/admin-blog-page';
