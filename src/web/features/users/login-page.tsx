import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { userMessages } from '#common/users';
import { EmailField } from '../../components/email-field';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { ApiError } from '../../lib/api';
import { paths } from '#common/paths';
import { useSiteSettings } from '../../lib/site-settings';
import { toast } from '../../lib/toast';
import { googleStartHref } from './api/google-sign-in';
import { useSignIn } from './api/sign-in';
import { AuthCard } from './auth-card';
import { GoogleIcon } from './google-icon';
import { ShowPasswordToggle } from '../../components/show-password-toggle';
import { rememberReturnPath, useReturnPath } from '../../lib/return-path';
import { useAfterSignIn } from './use-after-sign-in';
import { useGoogleReturn } from './use-google-return';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { pages } from '#common/pages';

const check = lazyZodResolver(async () => (await import('#common/schemas/users')).loginSchema);

export function LoginPage() {
  const { googleSignIn } = useSiteSettings();
  const afterSignIn = useAfterSignIn();
  const next = useReturnPath();
  const signIn = useSignIn();
  const returningFromGoogle = useGoogleReturn();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: check.resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      afterSignIn(await signIn.mutateAsync(values));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 401)) {
        setError('password', { message: error.message || userMessages.loginFailed });
      } else {
        toast.error(error instanceof Error ? error.message : userMessages.loginFailed);
      }
    }
  });

  if (returningFromGoogle) {
    return (
      <AuthCard title={pages.login.title}>
        <p role="status" className="flex items-center gap-3 text-slate-600">
          <span className="border-brand-200 border-t-brand-600 size-5 animate-spin rounded-full border-2" />
          Signing you in with Google…
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={pages.login.title}
      intro="Sign in to continue learning and reach the courses you have bought."
      footer={
        <>
          New here?{' '}
          <Link
            to={paths.register.getHref(next ?? undefined)}
            className="text-brand-700 font-semibold underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <form {...check.preload} noValidate onSubmit={onSubmit} className="space-y-5">
        <EmailField registration={register('email')} error={errors.email?.message} />
        <PasswordField
          registration={register('password')}
          error={errors.password?.message}
          autoComplete="current-password"
          shown={showPassword}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ShowPasswordToggle shown={showPassword} onChange={setShowPassword} />
          <Link
            to={paths.forgotPassword.getHref()}
            className="text-brand-700 text-sm font-semibold underline"
          >
            Forget Password
          </Link>
        </div>
        <SubmitButton pending={isSubmitting} className="btn btn-primary w-full">
          Login
        </SubmitButton>
      </form>

      {googleSignIn && (
        <>
          <p className="my-5 flex items-center gap-3 text-xs font-semibold text-slate-600 uppercase before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
            or
          </p>
          <a
            href={googleStartHref}
            onClick={() => rememberReturnPath(next)}
            className="btn btn-outline w-full"
          >
            <GoogleIcon />
            Login with Google
          </a>
        </>
      )}
    </AuthCard>
  );
}
