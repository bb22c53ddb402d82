export { AdminTeamEditPage as Component } from '../features/team/admin-team-edit-page';
