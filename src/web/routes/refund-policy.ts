export { RefundPolicyPage as Component } from '../features/site/pages/refund-policy-page';
