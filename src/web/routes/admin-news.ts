export { AdminNewsPage as Component } from '../features/articles/admin-news';
