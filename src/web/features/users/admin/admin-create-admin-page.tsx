import { Trans, useLingui } from '@lingui/react/macro';
import { createAdminSchema } from '#common/schemas/users';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { Field } from '#web/components/field';
import { EmailField } from '#web/components/email-field';
import { MobileField } from '#web/components/mobile-field';
import { PasswordField } from '#web/components/password-field';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useCreateAdmin } from '../api/create-admin';
import './messages';

const emptyForm = { email: '', mobileNo: '', password: '', username: '', role: 'admin' } as const;

export function AdminCreateAdminPage() {
  const { t } = useLingui();
  const createAdmin = useCreateAdmin();
  const form = useAppForm({
    schema: createAdminSchema,
    defaultValues: emptyForm,
    toastText: t`User already exists or there was an error.`,
    submit: async (values, { reset }) => {
      await createAdmin.mutateAsync(values);
      toast.success(t`Admin created successfully!`);
      reset(emptyForm);
    },
  });
  const { register, errors } = form;

  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Create New Admin`}>
        <Trans>Give another person access to this dashboard.</Trans>
      </AdminPageIntro>
      <form
        {...form.formProps}
        className="grid max-w-3xl gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
      >
        <EmailField
          label={t`Email`}
          registration={register('email')}
          error={errors.email?.message}
          autoComplete="off"
        />
        <MobileField
          label={t`Mobile Number`}
          registration={register('mobileNo')}
          error={errors.mobileNo?.message}
          autoComplete="off"
        />
        <PasswordField
          label={t`Password`}
          registration={register('password')}
          error={errors.password?.message}
          autoComplete="new-password"
        />
        <Field label={t`Username`} error={errors.username?.message}>
          {(control) => (
            <input {...control} {...register('username')} autoComplete="off" className="input" />
          )}
        </Field>
        <Field label={t`Role`}>
          {(control) => <input {...control} value="admin" readOnly className="input bg-slate-50" />}
        </Field>
        <div className="flex items-end sm:justify-end">
          <SubmitButton pending={form.pending}>
            <Trans>Create Admin</Trans>
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
