import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Field } from '#web/components/field';
import { EmailField } from '#web/components/email-field';
import { MobileField } from '#web/components/mobile-field';
import { PasswordField } from '#web/components/password-field';
import { SubmitButton } from '#web/components/submit-button';
import { ApiError } from '#web/lib/api';
import { paths } from '#common/paths';
import { toast } from '#web/lib/toast';
import { useRegisterStudent } from './api/register';
import { useReturnPath } from '#web/lib/return-path';
import { AuthCard } from './auth-card';
import { ShowPasswordToggle } from '#web/components/show-password-toggle';
import { useAppForm } from '#web/lib/use-app-form';
import { useLanguage } from '#web/lib/use-language';
import type { LoginState } from './login-state';
import './messages';

const loadSchema = async () => (await import('#common/schemas/users')).registerFormSchema;

export function RegisterPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const next = useReturnPath() ?? undefined;
  const signUp = useRegisterStudent();
  const language = useLanguage();
  const [showPasswords, setShowPasswords] = useState(false);
  const form = useAppForm({
    schema: loadSchema,
    defaultValues: { userName: '', email: '', mobileNo: '', password: '', confirmPassword: '' },
    failure: t`Registration failed.`,
    submit: async (values) => {
      await signUp.mutateAsync({ ...values, language });
      toast.success(t`Registration Successful`);
      // On to log in, the address already typed, then back to the course (`next`).
      const state: LoginState = { email: values.email };
      await navigate(paths.login.getHref(next), { state });
    },
    // An address already signed up is told under the e-mail.
    onFailure: (error, { setError }) => {
      if (!(error instanceof ApiError && error.status === 409)) return false;
      setError('email', { message: error.message }, { shouldFocus: true });
      return true;
    },
  });
  const { register, errors } = form;

  return (
    <AuthCard
      title={t`Sign up now`}
      intro={t`Create your account to buy courses and keep track of your learning.`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link to={paths.login.getHref(next)} className="text-brand-700 font-semibold underline">
            Login
          </Link>
        </Trans>
      }
    >
      <form {...form.formProps} className="space-y-5">
        <Field label={t`Name`} error={errors.userName?.message}>
          {(control) => (
            <input {...control} {...register('userName')} autoComplete="name" className="input" />
          )}
        </Field>
        <EmailField
          label={t`Email`}
          registration={register('email')}
          error={errors.email?.message}
        />
        <MobileField
          label={t`Mobile Phone`}
          registration={register('mobileNo')}
          error={errors.mobileNo?.message}
        />
        <PasswordField
          label={t`Password`}
          hint={t`At least 8 characters, with an uppercase letter and a number.`}
          registration={register('password')}
          error={errors.password?.message}
          autoComplete="new-password"
          shown={showPasswords}
        />
        <PasswordField
          label={t`Confirm Password`}
          registration={register('confirmPassword')}
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          shown={showPasswords}
        />
        <ShowPasswordToggle
          label={t`Show password`}
          shown={showPasswords}
          onChange={setShowPasswords}
        />
        <SubmitButton pending={form.pending} className="btn btn-primary w-full">
          <Trans>Signup</Trans>
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
