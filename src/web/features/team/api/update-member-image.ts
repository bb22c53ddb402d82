import type { TeamMemberDto } from '#common/schemas/team';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { teamKeys } from './team-keys';

function updateMemberImage({ id, image }: { id: string; image: File }) {
  const form = new FormData();
  form.set('image', image);
  return api.patch<TeamMemberDto>(`/team/updateImage/${encodeURIComponent(id)}`, form, {
    quiet: true,
  });
}

/** PATCH /team/updateImage/{id}: a new photo; the old one is removed. */
export const useUpdateMemberImage = () => useWrite(updateMemberImage, teamKeys.all);
