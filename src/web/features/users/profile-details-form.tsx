import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { updateProfileSchema, type UserDto } from '#common/schemas/users';
import { Field } from '../../components/field';
import { SubmitButton } from '../../components/submit-button';
import { ApiError } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { updateProfile } from './api/update-profile';

/** E-mail, name and mobile number of the logged-in user. */
export function ProfileDetailsForm({ user }: { user: UserDto }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { email: user.email, userName: user.userName, mobileNo: user.mobileNo },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile(values);
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
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <h2 className="text-lg font-bold">Details</h2>
      <Field label="Email" error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            className="input"
          />
        )}
      </Field>
      <Field label="Username" error={errors.userName?.message}>
        {(control) => (
          <input {...control} {...register('userName')} autoComplete="name" className="input" />
        )}
      </Field>
      <Field label="Mobile Number" error={errors.mobileNo?.message}>
        {(control) => (
          <input
            {...control}
            {...register('mobileNo')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            className="input"
          />
        )}
      </Field>
      <SubmitButton pending={isSubmitting}>Update Profile</SubmitButton>
    </form>
  );
}
