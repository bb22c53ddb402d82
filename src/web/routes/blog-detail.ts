export { BlogDetailPage as Component } from '../features/articles/blog-detail-page';
