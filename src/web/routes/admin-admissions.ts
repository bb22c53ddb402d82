export { AdmissionsPage as Component } from '../features/admissions/admin/admissions-page';
