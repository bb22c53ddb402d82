export { AdminNewsEditPage as Component } from '../features/news/admin-news-edit-page';
