import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../components/password-field';
import { ShowPasswordToggle } from '../../components/show-password-toggle';
import { SubmitButton } from '../../components/submit-button';
import { applyServerErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useChangePassword } from './api/change-password';
import { AuthCard } from './auth-card';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { pages } from '#common/pages';

const check = lazyZodResolver(
  async () => (await import('#common/schemas/users')).changePasswordSchema,
);

const fields = [
  ['oldPassword', 'Current Password', 'current-password'],
  ['newPassword', 'New Password', 'new-password'],
  ['confirmPassword', 'Confirm Password', 'new-password'],
] as const;

export function ChangePasswordPage() {
  const changePassword = useChangePassword();
  const [showPasswords, setShowPasswords] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: check.resolver,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const envelope = await changePassword.mutateAsync(values);
      toast.success(envelope.data?.message ?? envelope.message ?? 'Password changed');
      reset();
    } catch (error) {
      toast.error('Failed to change Password');
      applyServerErrors(error, setError, ['oldPassword', 'newPassword', 'confirmPassword']);
    }
  });

  return (
    <AuthCard title={pages.changePassword.title} intro="Choose a new password for your account.">
      <form {...check.preload} noValidate onSubmit={onSubmit} className="space-y-5">
        {fields.map(([name, label, autoComplete]) => (
          <PasswordField
            key={name}
            label={label}
            registration={register(name)}
            error={errors[name]?.message}
            autoComplete={autoComplete}
            shown={showPasswords}
          />
        ))}
        <ShowPasswordToggle shown={showPasswords} onChange={setShowPasswords} />
        <SubmitButton pending={isSubmitting} className="btn btn-primary w-full">
          Change Password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
