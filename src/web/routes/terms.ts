export { TermsPage as Component } from '../features/site/pages/terms-page';
