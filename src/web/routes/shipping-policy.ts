export { ShippingPolicyPage as Component } from '../features/site/pages/shipping-policy-page';
