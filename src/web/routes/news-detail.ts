export { NewsDetailPage as Component } from '../features/news/news-detail-page';
