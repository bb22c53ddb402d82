export { AdminTeamPage as Component } from '../features/team/admin/admin-team-page';
