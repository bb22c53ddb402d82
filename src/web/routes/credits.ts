export { CreditsPage as Component } from '../features/site/pages/credits-page';
