export { BlogDetailPage as Component } from '../features/blog/blog-detail-page';
