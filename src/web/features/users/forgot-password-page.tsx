import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { EmailField } from '../../components/email-field';
import { SubmitButton } from '../../components/submit-button';
import { paths } from '#common/paths';
import { useRequestPasswordReset } from './api/forgot-password';
import { AuthCard } from './auth-card';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { pages } from '#common/pages';

const check = lazyZodResolver(
  async () => (await import('#common/schemas/users')).forgetPasswordSchema,
);

const ResetLinkSentDialog = lazy(async () => ({
  default: (await import('./reset-link-sent-dialog')).ResetLinkSentDialog,
}));

const REDIRECT_AFTER_MS = 10_000;

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: check.resolver, defaultValues: { email: '' } });

  useEffect(() => {
    if (sentMessage === null) return;
    const timer = setTimeout(() => void navigate(paths.login.getHref()), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sentMessage, navigate]);

  const onSubmit = handleSubmit(async ({ email }) => {
    const envelope = await requestReset.mutateAsync(email).catch(() => null);
    if (envelope) setSentMessage(envelope.message ?? 'Check your e-mail for a reset link.');
  });

  return (
    <AuthCard
      title={pages.forgotPassword.title}
      intro="Enter your e-mail address and we will send you a link to choose a new password."
      footer={
        <Link to={paths.login.getHref()} className="text-brand-700 font-semibold underline">
          Back to Login
        </Link>
      }
    >
      <form {...check.preload} noValidate onSubmit={onSubmit} className="space-y-5">
        <EmailField registration={register('email')} error={errors.email?.message} />
        <SubmitButton pending={isSubmitting} className="btn btn-primary w-full">
          Send reset link
        </SubmitButton>
      </form>

      {sentMessage !== null && (
        <Suspense fallback={null}>
          <ResetLinkSentDialog
            message={sentMessage}
            onClose={() => void navigate(paths.login.getHref())}
          />
        </Suspense>
      )}
    </AuthCard>
  );
}
