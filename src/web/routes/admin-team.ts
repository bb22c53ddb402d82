export { AdminTeamPage as Component } from '../features/team/admin-team-page';
