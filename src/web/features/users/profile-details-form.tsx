import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { UserDto } from '#common/schemas/users';
import { Field } from '../../components/field';
import { EmailField } from '../../components/email-field';
import { MobileField } from '../../components/mobile-field';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { ApiError } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useUpdateProfile } from './api/update-profile';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

/** E-mail, name and mobile number of the logged-in user. */
export function ProfileDetailsForm({ user }: { user: UserDto }) {
  const updateProfile = useUpdateProfile();
  const check = useMemo(
    () =>
      lazyZodResolver(async () =>
        (await import('#common/schemas/users')).ownProfileFormSchema(user.email),
      ),
    [user.email],
  );
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: check.resolver,
    defaultValues: {
      email: user.email,
      userName: user.userName,
      mobileNo: user.mobileNo,
      currentPassword: '',
    },
  });
  // A new address takes the current password; the server asks for it too.
  const emailChanged = useWatch({ control, name: 'email' }).trim().toLowerCase() !== user.email;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(values);
      resetField('currentPassword');
      toast.success(
        values.email === user.email
          ? 'Profile Updated'
          : `Profile Updated. We sent a link to ${values.email}: open it to verify your new e-mail address.`,
      );
    } catch (error) {
      toast.error('Try Again Later');
      const fields = ['email', 'userName', 'mobileNo', 'currentPassword'] as const;
      if (applyServerErrors(error, setError, fields)) return;
      if (error instanceof ApiError && error.status === 409) {
        setError('email', { message: error.message }, { shouldFocus: true });
      }
    }
  });

  return (
    <form {...check.preload} noValidate onSubmit={onSubmit} className="space-y-5">
      <h2 className="text-lg font-bold">Details</h2>
      <EmailField registration={register('email')} error={errors.email?.message} />
      {emailChanged && (
        <PasswordField
          label="Current Password"
          hint="Needed to change your e-mail address."
          registration={register('currentPassword')}
          error={errors.currentPassword?.message}
          autoComplete="current-password"
        />
      )}
      <Field label="Username" error={errors.userName?.message}>
        {(control) => (
          <input {...control} {...register('userName')} autoComplete="name" className="input" />
        )}
      </Field>
      <MobileField registration={register('mobileNo')} error={errors.mobileNo?.message} />
      <SubmitButton pending={isSubmitting}>Update Profile</SubmitButton>
    </form>
  );
}
