export { ShippingPolicyPage as Component } from '../features/site/shipping-policy-page';
