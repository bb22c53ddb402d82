export { BlogPage as Component } from '../features/blog/blog-page';
