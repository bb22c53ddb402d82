export { LostPage as Component } from '../features/site/lost-page';
