export { NewsPage as Component } from '../features/articles/news-page';
