export { CheckInPage as Component } from '../features/courses/check-in/check-in-page';
