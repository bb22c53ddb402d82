import { useLingui } from '@lingui/react/macro';
import { AdminInsertPage } from '#web/components/admin-insert-page';
import { ImageFileField } from '#web/components/image-file-field';
import { adminPaths } from '#common/admin-paths';
import { useInsertForm } from '#web/lib/use-insert-form';
import { useCreateMember } from '../api/create-member';
import { MemberFields } from './member-fields';
import { memberCreateFormSchema, type MemberCreateInput } from './team-form-schema';
import './messages';

const emptyMember: MemberCreateInput = {
  name: '',
  position: '',
  positionHi: '',
  image: undefined,
};

export function AdminTeamCreatePage() {
  const { t } = useLingui();
  const createMember = useCreateMember();
  const form = useInsertForm({
    schema: memberCreateFormSchema,
    defaultValues: emptyMember,
    fileField: 'image',
    toastText: (error) =>
      `${t`An error occurred while creating the team member.`}${error instanceof Error ? ` ${error.message}` : ''}`,
    create: (values) => createMember.mutateAsync(values),
    created: t`Team member added`,
    listHref: adminPaths.team.getHref(),
  });

  return (
    <AdminInsertPage
      title={t`Insert Team Member`}
      intro={t`Add a member to the team shown on the About page.`}
      form={form}
      action={t`Insert Member`}
      grid
      className="max-w-3xl"
    >
      <MemberFields register={form.register} errors={form.errors} />
      <ImageFileField
        label={t`Photo`}
        shownAs={t`Shown square.`}
        registration={form.register('image')}
        error={form.errors.image?.message}
        className="md:col-span-2"
      />
    </AdminInsertPage>
  );
}
