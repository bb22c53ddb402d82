import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { userMessages } from '#common/users';
import { EmailField } from '#web/components/email-field';
import { PasswordField } from '#web/components/password-field';
import { SubmitButton } from '#web/components/submit-button';
import { ApiError } from '#web/lib/api';
import { paths } from '#common/paths';
import { useSiteSettings } from '#web/lib/site-settings';
import { googleStartHref } from './api/google-sign-in';
import { useSignIn } from './api/sign-in';
import { AuthCard } from './auth-card';
import { GoogleIcon } from './google-icon';
import { ShowPasswordToggle } from '#web/components/show-password-toggle';
import { rememberReturnPath, useReturnPath } from '#web/lib/return-path';
import { useAfterSignIn } from './use-after-sign-in';
import { useGoogleReturn } from './use-google-return';
import { prefilledEmail } from './login-state';
import { useAppForm } from '#web/lib/use-app-form';
import { PageLoading } from '#web/components/page-loading';
import './messages';

const loadSchema = async () => (await import('#common/schemas/users')).loginSchema;

/** Sign-in by phone (`?with=phone`), loaded only when asked for: the login page stays small. */
const PhoneSignInPage = lazy(async () => ({
  default: (await import('./phone-sign-in-page')).PhoneSignInPage,
}));

/** The login page's phone sign-in, leading on to `next` too. */
const phoneHref = (next: string | null) =>
  `${paths.login.path}?with=phone${next ? `&next=${encodeURIComponent(next)}` : ''}`;

export function LoginPage() {
  const { t } = useLingui();
  const { googleSignIn } = useSiteSettings();
  const afterSignIn = useAfterSignIn();
  const next = useReturnPath();
  const signIn = useSignIn();
  const returningFromGoogle = useGoogleReturn();
  const [showPassword, setShowPassword] = useState(false);
  // Just signed up: the address is typed in already (register-page).
  const email = prefilledEmail(useLocation().state);
  const form = useAppForm({
    schema: loadSchema,
    defaultValues: { email, password: '' },
    failure: userMessages.loginFailed,
    submit: async (values) => afterSignIn(await signIn.mutateAsync(values)),
    // A refused login is told under the password, whichever of the two was wrong.
    onFailure: (error, { setError }) => {
      if (!(error instanceof ApiError && (error.status === 400 || error.status === 401)))
        return false;
      setError('password', { message: error.message || userMessages.loginFailed });
      return true;
    },
  });
  const { register, errors } = form;
  const [params] = useSearchParams();

  if (params.get('with') === 'phone') {
    return (
      <Suspense fallback={<PageLoading />}>
        <PhoneSignInPage />
      </Suspense>
    );
  }

  if (returningFromGoogle) {
    return (
      <AuthCard title={t`Login`}>
        <p role="status" className="flex items-center gap-3 text-slate-600">
          <span className="border-brand-200 border-t-brand-600 size-5 animate-spin rounded-full border-2" />
          <Trans>Signing you in with Google…</Trans>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Login`}
      intro={t`Sign in to continue learning and reach the courses you have bought.`}
      footer={
        <Trans>
          New here?{' '}
          <Link
            to={paths.register.getHref(next ?? undefined)}
            className="text-brand-700 font-semibold underline"
          >
            Create an account
          </Link>
        </Trans>
      }
    >
      <form {...form.formProps} className="space-y-5">
        <EmailField
          label={t`Email`}
          registration={register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          label={t`Password`}
          registration={register('password')}
          error={errors.password?.message}
          autoComplete="current-password"
          shown={showPassword}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ShowPasswordToggle
            label={t`Show password`}
            shown={showPassword}
            onChange={setShowPassword}
          />
          <Link
            to={paths.forgotPassword.getHref()}
            className="text-brand-700 text-sm font-semibold underline"
          >
            <Trans>Forget Password</Trans>
          </Link>
        </div>
        <SubmitButton pending={form.pending} className="btn btn-primary w-full">
          <Trans>Login</Trans>
        </SubmitButton>
      </form>

      <p className="my-5 flex items-center gap-3 text-xs font-semibold text-slate-600 uppercase before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        <Trans>or</Trans>
      </p>
      <Link to={phoneHref(next)} className="btn btn-outline w-full">
        <Trans>Sign in with phone</Trans>
      </Link>

      {googleSignIn && (
        <a
          href={googleStartHref}
          onClick={() => rememberReturnPath(next)}
          className="btn btn-outline mt-3 w-full"
        >
          <GoogleIcon />
          <Trans>Login with Google</Trans>
        </a>
      )}
    </AuthCard>
  );
}
