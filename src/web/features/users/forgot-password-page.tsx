import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmailField } from '#web/components/email-field';
import { SubmitButton } from '#web/components/submit-button';
import { paths } from '#common/paths';
import { useRequestPasswordReset } from './api/forgot-password';
import { AuthCard } from './auth-card';
import { useAppForm } from '#web/lib/use-app-form';
import './messages';

const schema = async () => (await import('#common/schemas/users')).forgetPasswordSchema;

const ResetLinkSentDialog = lazy(async () => ({
  default: (await import('./reset-link-sent-dialog')).ResetLinkSentDialog,
}));

const REDIRECT_AFTER_MS = 10_000;

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useAppForm({
    schema,
    defaultValues: { email: '' },
    submit: async ({ email }) => {
      const envelope = await requestReset.mutateAsync(email);
      setSentMessage(envelope.message ?? t`Check your e-mail for a reset link.`);
    },
  });

  useEffect(() => {
    if (sentMessage === null) return;
    const timer = setTimeout(() => void navigate(paths.login.getHref()), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sentMessage, navigate]);

  return (
    <AuthCard
      title={t`Forgot Password`}
      intro={t`Enter your e-mail address and we will send you a link to choose a new password.`}
      footer={
        <Link to={paths.login.getHref()} className="text-brand-700 font-semibold underline">
          <Trans>Back to Login</Trans>
        </Link>
      }
    >
      <form {...form.formProps} className="space-y-5">
        <EmailField
          label={t`Email`}
          registration={form.register('email')}
          error={form.errors.email?.message}
        />
        <SubmitButton pending={form.pending} className="btn btn-primary w-full">
          <Trans>Send reset link</Trans>
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
