export { BlogPage as Component } from '../features/articles/pages/blog-page';
