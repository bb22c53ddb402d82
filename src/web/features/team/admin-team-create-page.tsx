import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { ImageFileField } from '../../components/image-file-field';
import { SubmitButton } from '../../components/submit-button';
import { applyServerErrors, applyUploadError } from '../../lib/form-errors';
import { paths } from '#common/paths';
import { toast } from '../../lib/toast';
import { useCreateMember } from './api/create-member';
import { MemberFields } from './member-fields';
import { memberCreateFormSchema, type MemberCreateInput } from './team-form-schema';

const emptyMember: MemberCreateInput = { name: '', position: '', image: undefined };

export function AdminTeamCreatePage() {
  const navigate = useNavigate();
  const createMember = useCreateMember();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(memberCreateFormSchema), defaultValues: emptyMember });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await createMember.mutateAsync(values);
      toast.success(message ?? 'Team member added');
      await navigate(paths.admin.team.getHref());
    } catch (error) {
      if (!applyServerErrors(error, setError, ['name', 'position', 'image']))
        applyUploadError(error, setError, 'image');
      const reason = error instanceof Error ? ` ${error.message}` : '';
      toast.error(`An error occurred while creating the team member.${reason}`);
    }
  });

  return (
    <div className="space-y-6">
      <AdminPageIntro title="Insert Team Member">
        Add a member to the team shown on the About page.
      </AdminPageIntro>
      <form noValidate onSubmit={onSubmit} className="card grid max-w-3xl gap-5 md:grid-cols-2">
        <MemberFields register={register} errors={errors} />
        <ImageFileField
          label="Photo"
          shownAs="Shown square."
          registration={register('image')}
          error={errors.image?.message}
          className="md:col-span-2"
        />
        <div className="md:col-span-2">
          <SubmitButton pending={isSubmitting}>Insert Member</SubmitButton>
        </div>
      </form>
    </div>
  );
}
