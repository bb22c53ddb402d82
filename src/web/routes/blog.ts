export { BlogPage as Component } from '../features/articles/blog-page';
