export { NewsDetailPage as Component } from '../features/articles/news-detail-page';
