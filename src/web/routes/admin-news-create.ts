export { AdminNewsCreatePage as Component } from '../features/news/admin-news-create-page';
