export { PrivacyPolicyPage as Component } from '../features/site/privacy-policy-page';
