export { NewsPage as Component } from '../features/articles/pages/news-page';
