export { AdminNewsCreatePage as Component } from '../features/articles/admin/admin-news';
