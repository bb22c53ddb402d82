export { LostPage as Component } from '../features/site/pages/lost-page';
