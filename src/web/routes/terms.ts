export { TermsPage as Component } from '../features/site/terms-page';
