import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PasswordField } from '#web/components/password-field';
import { ShowPasswordToggle } from '#web/components/show-password-toggle';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useChangePassword } from './api/change-password';
import { AuthCard } from './auth-card';
import './messages';

const schema = async () => (await import('#common/schemas/users')).changePasswordSchema;

const fields = [
  ['oldPassword', msg`Current Password`, 'current-password'],
  ['newPassword', msg`New Password`, 'new-password'],
  ['confirmPassword', msg`Confirm Password`, 'new-password'],
] as const;

export function ChangePasswordPage() {
  const { t } = useLingui();
  const changePassword = useChangePassword();
  const [showPasswords, setShowPasswords] = useState(false);
  const form = useAppForm({
    schema,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    toastText: t`Failed to change Password`,
    submit: async (values, { reset }) => {
      const envelope = await changePassword.mutateAsync(values);
      toast.success(envelope.message ?? t`Password changed`);
      reset();
    },
  });

  return (
    <AuthCard title={t`Change Password`} intro={t`Choose a new password for your account.`}>
      <form {...form.formProps} className="space-y-5">
        {fields.map(([name, label, autoComplete]) => (
          <PasswordField
            key={name}
            label={t(label)}
            registration={form.register(name)}
            error={form.errors[name]?.message}
            autoComplete={autoComplete}
            shown={showPasswords}
          />
        ))}
        <ShowPasswordToggle
          label={t`Show password`}
          shown={showPasswords}
          onChange={setShowPasswords}
        />
        <SubmitButton pending={form.pending} className="btn btn-primary w-full">
          <Trans>Change Password</Trans>
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
