export { NewsDetailPage as Component } from '../features/articles/pages/news-detail-page';
