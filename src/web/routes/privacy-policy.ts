export { PrivacyPolicyPage as Component } from '../features/site/pages/privacy-policy-page';
