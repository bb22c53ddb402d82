export { TestMarksPage as Component } from '../features/tests/admin/test-marks-page';
