export { AdminNewsPage as Component } from '../features/articles/admin/admin-news';
