export { RegistrationFormPage as Component } from '../features/enquiries/registration-form-page';
