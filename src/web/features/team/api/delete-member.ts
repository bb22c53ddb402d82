import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { teamKeys } from './team-keys';

const deleteMember = (id: string) =>
  api.delete(`/team/delete/${encodeURIComponent(id)}`, { quiet: true });

/** DELETE /team/delete/{id}: the member and their photo. */
export const useDeleteMember = () => useWrite(deleteMember, teamKeys.all);
