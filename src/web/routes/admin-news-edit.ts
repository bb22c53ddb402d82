export { AdminNewsEditPage as Component } from '../features/articles/admin/admin-news';
