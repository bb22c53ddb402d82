export { RefundPolicyPage as Component } from '../features/site/refund-policy-page';
