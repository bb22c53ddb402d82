export { AdmissionReviewPage as Component } from '../features/admissions/admin/admission-review-page';
