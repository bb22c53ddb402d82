export { AdminSettingsPage as Component } from '../features/settings/admin/admin-settings-page';
