export { TestStatisticsPage as Component } from '../features/tests/admin/test-statistics-page';
