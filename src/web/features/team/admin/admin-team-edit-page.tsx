import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { teamMemberFieldsSchema, type TeamMemberDto } from '#common/schemas/team';
import { AdminEditPage } from '#web/components/admin-edit-page';
import { AdminFormCard } from '#web/components/admin-form-card';
import { PictureEditForm } from '#web/components/picture-edit-form';
import { adminPaths } from '#common/admin-paths';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { teamMemberQuery } from '../api/team-member-query';
import { useUpdateMember } from '../api/update-member';
import { useUpdateMemberImage } from '../api/update-member-image';
import { MemberFields } from './member-fields';
import './messages';

function MemberImageForm({ member }: { member: TeamMemberDto }) {
  const { t } = useLingui();
  const updateImage = useUpdateMemberImage();
  return (
    <PictureEditForm
      title={t`Photo`}
      label={t`New photo`}
      missingMessage={t`Member image is required.`}
      failureToast={t`Failed to update member image.`}
      send={(image) => updateImage.mutateAsync({ id: member._id, image })}
      updated={t`Photo updated`}
      current={member.image}
      noun={t`photo`}
      shape="square"
    />
  );
}

function MemberTextForm({ member }: { member: TeamMemberDto }) {
  const { t } = useLingui();
  const updateMember = useUpdateMember();
  const form = useAppForm({
    schema: teamMemberFieldsSchema,
    defaultValues: {
      name: member.name,
      position: member.position,
      positionHi: member.positionHi ?? '',
    },
    toastText: t`Failed to update member content.`,
    submit: async (values) => {
      const { message } = await updateMember.mutateAsync({ id: member._id, values });
      toast.success(message ?? t`Team member updated`);
    },
  });

  return (
    <AdminFormCard form={form} title={t`Name and Position`} action={t`Update Member`} grid>
      <MemberFields register={form.register} errors={form.errors} />
    </AdminFormCard>
  );
}

export function AdminTeamEditPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <AdminEditPage
      title={t`Update Team Member`}
      intro={t`Change a team member’s photo, or their name and position.`}
      query={useQuery(teamMemberQuery(id))}
      noun={t`team member`}
      back={{ href: adminPaths.team.getHref(), label: t`Back to Team Members` }}
      nameOf={(member) => member.name}
    >
      {(member) => (
        <>
          <MemberImageForm member={member} />
          <MemberTextForm key={member._id} member={member} />
        </>
      )}
    </AdminEditPage>
  );
}
