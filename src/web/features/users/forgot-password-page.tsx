import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { forgetPasswordSchema } from '#common/schemas/users';
import { EmailField } from '../../components/email-field';
import { SubmitButton } from '../../components/submit-button';
import { paths } from '#common/paths';
import { useRequestPasswordReset } from './api/forgot-password';
import { AuthCard } from './auth-card';

const REDIRECT_AFTER_MS = 10_000;

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgetPasswordSchema), defaultValues: { email: '' } });

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
      title="Forgot Password"
      intro="Enter your e-mail address and we will send you a link to choose a new password."
      footer={
        <Link to={paths.login.getHref()} className="text-brand-700 font-semibold underline">
          Back to Login
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <EmailField registration={register('email')} error={errors.email?.message} />
        <SubmitButton pending={isSubmitting} className="btn btn-primary w-full">
          Send reset link
        </SubmitButton>
      </form>

      <Dialog.Root
        open={sentMessage !== null}
        onOpenChange={(open) => {
          if (!open) void navigate(paths.login.getHref());
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
            <Dialog.Title className="text-ink text-xl font-bold">Check your e-mail</Dialog.Title>
            <Dialog.Description className="mt-3 text-slate-600">{sentMessage}</Dialog.Description>
            <p className="mt-2 text-sm text-slate-500">
              You will be taken to the login page in 10 seconds.
            </p>
            <div className="mt-6 flex justify-end">
              <Dialog.Close className="btn btn-primary">Go to Login</Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </AuthCard>
  );
}
