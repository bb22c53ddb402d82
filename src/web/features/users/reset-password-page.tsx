import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { PasswordField } from '#web/components/password-field';
import { SubmitButton } from '#web/components/submit-button';
import { paths } from '#common/paths';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useResetPassword } from './api/reset-password';
import { AuthCard } from './auth-card';
import './messages';

const schema = async () => (await import('#common/schemas/users')).resetPasswordFormSchema;

export function ResetPasswordPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useAppForm({
    schema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    submit: async ({ newPassword }) => {
      const envelope = await resetPassword.mutateAsync({ token, newPassword });
      if (envelope.message) toast.success(envelope.message);
      await navigate(paths.login.getHref());
    },
  });
  const { register, errors } = form;

  return (
    <AuthCard
      title={t`Reset Password`}
      intro={t`Choose a new password for your account.`}
      footer={
        <Link
          to={paths.forgotPassword.getHref()}
          className="text-brand-700 font-semibold underline"
        >
          <Trans>Request a new link</Trans>
        </Link>
      }
    >
      <form {...form.formProps} className="space-y-5">
        <PasswordField
          label={t`New Password`}
          hint={t`At least 8 characters, with an uppercase letter and a number.`}
          registration={register('newPassword')}
          error={errors.newPassword?.message}
          autoComplete="new-password"
        />
        <PasswordField
          label={t`Confirm Password`}
          registration={register('confirmPassword')}
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          urgent
        />
        <SubmitButton pending={form.pending} className="btn btn-primary w-full">
          <Trans>Reset Password</Trans>
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
