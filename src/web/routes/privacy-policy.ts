export { PrivacyPolicyPage as Component } from '../features/site/policies/privacy-policy-page';
