export { AdminNewsPage as Component } from '../features/news/admin-news-page';
