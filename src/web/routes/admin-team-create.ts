export { AdminTeamCreatePage as Component } from '../features/team/admin/admin-team-create-page';
