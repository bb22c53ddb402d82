export { AdmissionPage as Component } from '../features/admissions/form/admission-page';
