import { useForm } from 'react-hook-form';
import type { UserDto } from '#common/schemas/users';
import { Field } from '../../components/field';
import { EmailField } from '../../components/email-field';
import { MobileField } from '../../components/mobile-field';
import { SubmitButton } from '../../components/submit-button';
import { ApiError } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useUpdateProfile } from './api/update-profile';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

const check = lazyZodResolver(
  async () => (await import('#common/schemas/users')).updateProfileSchema,
);

/** E-mail, name and mobile number of the logged-in user. */
export function ProfileDetailsForm({ user }: { user: UserDto }) {
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: check.resolver,
    defaultValues: { email: user.email, userName: user.userName, mobileNo: user.mobileNo },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(values);
      toast.success('Profile Updated');
    } catch (error) {
      toast.error('Try Again Later');
      if (applyServerErrors(error, setError, ['email', 'userName', 'mobileNo'])) return;
      if (error instanceof ApiError && error.status === 409) {
        setError('email', { message: error.message }, { shouldFocus: true });
      }
    }
  });

  return (
    <form {...check.preload} noValidate onSubmit={onSubmit} className="space-y-5">
      <h2 className="text-lg font-bold">Details</h2>
      <EmailField registration={register('email')} error={errors.email?.message} />
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
