import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { changePasswordSchema } from '#common/schemas/users';
import { Field } from '../../components/field';
import { SubmitButton } from '../../components/submit-button';
import { applyServerErrors } from '../../lib/form-errors';
import { changePassword } from './api/change-password';
import { AuthCard } from './auth-card';
import { ShowPasswordToggle } from './show-password-toggle';

const fields = [
  ['oldPassword', 'Current Password', 'current-password'],
  ['newPassword', 'New Password', 'new-password'],
  ['confirmPassword', 'Confirm Password', 'new-password'],
] as const;

export function ChangePasswordPage() {
  const [showPasswords, setShowPasswords] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const envelope = await changePassword(values);
      toast.success(envelope.data?.message ?? envelope.message ?? 'Password changed');
      reset();
    } catch (error) {
      toast.error('Failed to change Password');
      applyServerErrors(error, setError, ['oldPassword', 'newPassword', 'confirmPassword']);
    }
  });

  return (
    <AuthCard title="Change Password" intro="Choose a new password for your account.">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {fields.map(([name, label, autoComplete]) => (
          <Field key={name} label={label} error={errors[name]?.message}>
            {(control) => (
              <input
                {...control}
                {...register(name)}
                type={showPasswords ? 'text' : 'password'}
                autoComplete={autoComplete}
                className="input"
              />
            )}
          </Field>
        ))}
        <ShowPasswordToggle shown={showPasswords} onChange={setShowPasswords} />
        <SubmitButton pending={isSubmitting} className="btn btn-primary w-full">
          Change Password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
