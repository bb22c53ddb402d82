import { AdminEditPage } from '../../components/admin-edit-page';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { teamMemberFieldsSchema, type TeamMemberDto } from '#common/schemas/team';
import { ImagePreview } from '../../components/image-preview';
import { ImageUploadForm } from '../../components/image-upload-form';
import { SubmitButton } from '../../components/submit-button';
import { applyServerErrors } from '../../lib/form-errors';
import { paths } from '#common/paths';
import { toast } from '../../lib/toast';
import { teamMemberQuery } from './api/team-member-query';
import { useUpdateMember } from './api/update-member';
import { useUpdateMemberImage } from './api/update-member-image';
import { MemberFields } from './member-fields';

function MemberImageForm({ member }: { member: TeamMemberDto }) {
  const updateImage = useUpdateMemberImage();
  return (
    <ImageUploadForm
      className="card space-y-5"
      title="Photo"
      label="New photo"
      missingMessage="Member image is required."
      failureToast="Failed to update member image."
      send={async (image) => {
        const { message } = await updateImage.mutateAsync({ id: member._id, image });
        return message ?? 'Photo updated';
      }}
      preview={(chosen) => (
        <ImagePreview chosen={chosen} current={member.image} noun="photo" shape="square" />
      )}
    />
  );
}

function MemberTextForm({ member }: { member: TeamMemberDto }) {
  const updateMember = useUpdateMember();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(teamMemberFieldsSchema),
    defaultValues: { name: member.name, position: member.position },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await updateMember.mutateAsync({ id: member._id, values });
      toast.success(message ?? 'Team member updated');
    } catch (error) {
      applyServerErrors(error, setError, ['name', 'position']);
      toast.error('Failed to update member content.');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="card grid gap-5 md:grid-cols-2">
      <h2 className="text-lg font-bold md:col-span-2">Name and Position</h2>
      <MemberFields register={register} errors={errors} />
      <div className="md:col-span-2">
        <SubmitButton pending={isSubmitting}>Update Member</SubmitButton>
      </div>
    </form>
  );
}

export function AdminTeamEditPage() {
  const { id = '' } = useParams();
  return (
    <AdminEditPage
      title="Update Team Member"
      intro="Change a team member’s photo, or their name and position."
      query={useQuery(teamMemberQuery(id))}
      noun="team member"
      back={{ href: paths.admin.team.getHref(), label: 'Back to Team Members' }}
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
