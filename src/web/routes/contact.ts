export { ContactPage as Component } from '../features/enquiries/contact-page';
