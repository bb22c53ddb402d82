export { CreditsPage as Component } from '../features/site/credits-page';
