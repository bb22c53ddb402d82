export { AdminActivityPage as Component } from '../features/activity/admin-activity-page';
