export { AdminTeamEditPage as Component } from '../features/team/admin/admin-team-edit-page';
