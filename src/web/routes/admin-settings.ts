export { AdminSettingsPage as Component } from '../features/settings/admin-settings-page';
