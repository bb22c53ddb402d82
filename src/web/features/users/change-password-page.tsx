import { useState } from 'react';
import { PasswordField } from '#web/components/password-field';
import { ShowPasswordToggle } from '#web/components/show-password-toggle';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useChangePassword } from './api/change-password';
import { AuthCard } from './auth-card';
import { pages } from '#common/pages';

const schema = async () => (await import('#common/schemas/users')).changePasswordSchema;

const fields = [
  ['oldPassword', 'Current Password', 'current-password'],
  ['newPassword', 'New Password', 'new-password'],
  ['confirmPassword', 'Confirm Password', 'new-password'],
] as const;

export function ChangePasswordPage() {
  const changePassword = useChangePassword();
  const [showPasswords, setShowPasswords] = useState(false);
  const form = useAppForm({
    schema,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    toastText: 'Failed to change Password',
    submit: async (values, { reset }) => {
      const envelope = await changePassword.mutateAsync(values);
      toast.success(envelope.data?.message ?? envelope.message ?? 'Password changed');
      reset();
    },
  });

  return (
    <AuthCard title={pages.changePassword.title} intro="Choose a new password for your account.">
      <form {...form.formProps} className="space-y-5">
        {fields.map(([name, label, autoComplete]) => (
          <PasswordField
            key={name}
            label={label}
            registration={form.register(name)}
            error={form.errors[name]?.message}
            autoComplete={autoComplete}
            shown={showPasswords}
          />
        ))}
        <ShowPasswordToggle shown={showPasswords} onChange={setShowPasswords} />
        <SubmitButton pending={form.pending} className="btn btn-primary w-full">
          Change Password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
