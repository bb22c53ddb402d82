export { AdminTeamCreatePage as Component } from '../features/team/admin-team-create-page';
