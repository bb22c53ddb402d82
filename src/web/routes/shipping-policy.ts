export { ShippingPolicyPage as Component } from '../features/site/policies/shipping-policy-page';
