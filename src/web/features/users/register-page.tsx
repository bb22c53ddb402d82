import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Field } from '../../components/field';
import { EmailField } from '../../components/email-field';
import { MobileField } from '../../components/mobile-field';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { ApiError } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { paths } from '#common/paths';
import { toast } from '../../lib/toast';
import { useRegisterStudent } from './api/register';
import { useReturnPath } from '../../lib/return-path';
import { AuthCard } from './auth-card';
import { ShowPasswordToggle } from '../../components/show-password-toggle';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { pages } from '#common/pages';

const check = lazyZodResolver(
  async () => (await import('#common/schemas/users')).registerFormSchema,
);

export function RegisterPage() {
  const navigate = useNavigate();
  const next = useReturnPath() ?? undefined;
  const signUp = useRegisterStudent();
  const [showPasswords, setShowPasswords] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: check.resolver,
    defaultValues: { userName: '', email: '', mobileNo: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      toast.success('Registration Successful');
      await navigate(paths.login.getHref(next));
    } catch (error) {
      if (applyServerErrors(error, setError, ['userName', 'email', 'mobileNo', 'password'])) return;
      if (error instanceof ApiError && error.status === 409) {
        setError('email', { message: error.message }, { shouldFocus: true });
      } else {
        toast.error(error instanceof Error ? error.message : 'Registration failed.');
      }
    }
  });

  return (
    <AuthCard
      title={pages.register.title}
      intro="Create your account to buy courses and keep track of your learning."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login.getHref(next)} className="text-brand-700 font-semibold underline">
            Login
          </Link>
        </>
      }
    >
      <form {...check.preload} noValidate onSubmit={onSubmit} className="space-y-5">
        <Field label="Name" error={errors.userName?.message}>
          {(control) => (
            <input {...control} {...register('userName')} autoComplete="name" className="input" />
          )}
        </Field>
        <EmailField registration={register('email')} error={errors.email?.message} />
        <MobileField
          label="Mobile Phone"
          registration={register('mobileNo')}
          error={errors.mobileNo?.message}
        />
        <PasswordField
          hint="At least 8 characters, with an uppercase letter and a number."
          registration={register('password')}
          error={errors.password?.message}
          autoComplete="new-password"
          shown={showPasswords}
        />
        <PasswordField
          label="Confirm Password"
          registration={register('confirmPassword')}
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          shown={showPasswords}
        />
        <ShowPasswordToggle shown={showPasswords} onChange={setShowPasswords} />
        <SubmitButton pending={isSubmitting} className="btn btn-primary w-full">
          Signup
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
