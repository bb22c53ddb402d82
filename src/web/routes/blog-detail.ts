export { BlogDetailPage as Component } from '../features/articles/pages/blog-detail-page';
