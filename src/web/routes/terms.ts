export { TermsPage as Component } from '../features/site/policies/terms-page';
