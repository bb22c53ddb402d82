export { PayLinkPage as Component } from '../features/payments/pay-link/pay-link-page';
