import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { paths } from '#common/paths';
import { toast } from '../../lib/toast';
import { useResetPassword } from './api/reset-password';
import { AuthCard } from './auth-card';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { pages } from '#common/pages';

const check = lazyZodResolver(
  async () => (await import('#common/schemas/users')).resetPasswordFormSchema,
);

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: check.resolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    const envelope = await resetPassword.mutateAsync({ token, newPassword }).catch(() => null);
    if (!envelope) return;
    if (envelope.message) toast.success(envelope.message);
    await navigate(paths.login.getHref());
  });

  return (
    <AuthCard
      title={pages.resetPassword.title}
      intro="Choose a new password for your account."
      footer={
        <Link
          to={paths.forgotPassword.getHref()}
          className="text-brand-700 font-semibold underline"
        >
          Request a new link
        </Link>
      }
    >
      <form {...check.preload} noValidate onSubmit={onSubmit} className="space-y-5">
        <PasswordField
          label="New Password"
          hint="At least 8 characters, with an uppercase letter and a number."
          registration={register('newPassword')}
          error={errors.newPassword?.message}
          autoComplete="new-password"
        />
        <PasswordField
          label="Confirm Password"
          registration={register('confirmPassword')}
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          urgent
        />
        <SubmitButton pending={isSubmitting} className="btn btn-primary w-full">
          Reset Password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
