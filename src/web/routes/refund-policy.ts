export { RefundPolicyPage as Component } from '../features/site/policies/refund-policy-page';
