export { AdminBlogCreatePage as Component } from '../features/blog/admin-blog-create-page';
