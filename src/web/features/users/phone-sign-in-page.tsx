import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ApiEnvelope } from '#common/api';
import { paths } from '#common/paths';
import { PHONE_CODE_MINUTES, PHONE_RESEND_SECONDS } from '#common/phone-sign-in';
import { Field } from '#web/components/field';
import { MobileNumberField, PhoneCodeField } from '#web/components/phone-code-fields';
import { SubmitButton } from '#web/components/submit-button';
import { ApiError } from '#web/lib/api';
import type { SignInData } from '#web/lib/auth';
import { errorMessage } from '#web/lib/error-message';
import { useReturnPath } from '#web/lib/return-path';
import { useLanguage } from '#web/lib/use-language';
import {
  isSignedIn,
  useAskCode,
  useSignInWithCode,
  useSignUpWithPhone,
  type PhoneSignInData,
} from './api/phone';
import { AuthCard } from './auth-card';
import { useAfterSignIn } from './use-after-sign-in';
import './messages';

/** Seconds left until `until` (a time in ms), counted down once a second. */
function useSecondsLeft(until: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Sign-in with a code sent to a mobile number (decision 061): the number, then the code (and an
 * admin's password when the site allows admins at all), then, for a new number, a name and an
 * e-mail address to finish the student account.
 */
export function PhoneSignInPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const next = useReturnPath();
  const afterSignIn = useAfterSignIn();
  const askCode = useAskCode();
  const signIn = useSignInWithCode();
  const signUp = useSignUpWithPhone();
  const [mobileNo, setMobileNo] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState<string | null>(null);
  const [signUpToken, setSignUpToken] = useState<string | null>(null);
  const [userName, setUserName] = useState('');
  const [email, setEmail] = useState('');
  const [resendAt, setResendAt] = useState(0);
  const secondsLeft = useSecondsLeft(resendAt);

  const send = async (number: string) => {
    signIn.reset();
    await askCode.mutateAsync({ mobileNo: number, language });
    setSentTo(number);
    setCode('');
    setResendAt(Date.now() + PHONE_RESEND_SECONDS * 1000);
  };
  const finished = (envelope: ApiEnvelope<PhoneSignInData>) => {
    if (isSignedIn(envelope.data)) afterSignIn(envelope as ApiEnvelope<SignInData>);
    else if (envelope.data) setSignUpToken(envelope.data.signUpToken);
  };
  const submitNumber = (event: FormEvent) => {
    event.preventDefault();
    void send(mobileNo.trim()).catch(() => undefined);
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    signIn
      .mutateAsync({ mobileNo: sentTo, code: code.trim(), ...(password ? { password } : {}) })
      .then(finished)
      .catch((error: unknown) => {
        // An admin's account asks for the password as well.
        if (error instanceof ApiError && error.errors?.password && password === null)
          setPassword('');
      });
  };
  const submitAccount = (event: FormEvent) => {
    event.preventDefault();
    if (!signUpToken) return;
    signUp
      .mutateAsync({ token: signUpToken, userName: userName.trim(), email: email.trim(), language })
      .then(finished)
      .catch(() => undefined);
  };

  const footer = (
    <Link
      to={paths.login.getHref(next ?? undefined)}
      className="text-brand-700 font-semibold underline"
    >
      <Trans>Sign in with e-mail and password</Trans>
    </Link>
  );

  if (signUpToken) {
    return (
      <AuthCard
        title={t`Finish your account`}
        intro={t`Your number is confirmed. Tell us your name and e-mail address: receipts and certificates are sent there.`}
        footer={footer}
      >
        <form onSubmit={submitAccount} className="space-y-5" noValidate>
          <Field
            label={t`Full name`}
            error={signUp.error instanceof ApiError ? signUp.error.errors?.userName : undefined}
          >
            {(control) => (
              <input
                {...control}
                value={userName}
                onChange={(event) => setUserName(event.target.value)}
                autoComplete="name"
                required
                className="input"
              />
            )}
          </Field>
          <Field
            label={t`Email`}
            error={signUp.error instanceof ApiError ? signUp.error.errors?.email : undefined}
          >
            {(control) => (
              <input
                {...control}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                className="input"
              />
            )}
          </Field>
          <FailureText error={signUp.error} fields={['userName', 'email']} />
          <SubmitButton pending={signUp.isPending} className="btn btn-primary w-full">
            <Trans>Create account</Trans>
          </SubmitButton>
        </form>
      </AuthCard>
    );
  }

  if (sentTo) {
    return (
      <AuthCard
        title={t`Enter your code`}
        intro={t`We sent a 6-digit code to +91 ${sentTo} on WhatsApp or by SMS. It works for ${PHONE_CODE_MINUTES} minutes.`}
        footer={footer}
      >
        <form onSubmit={submitCode} className="space-y-5" noValidate>
          <PhoneCodeField
            label={t`Code`}
            value={code}
            onChange={(typed) => setCode(typed.replace(/\D/g, ''))}
            error={password === null || !signIn.error ? errorMessage(signIn.error) : undefined}
            required
            pattern="\d{6}"
          />
          {password !== null && (
            <Field
              label={t`Password`}
              hint={t`Admin accounts need their password as well.`}
              error={errorMessage(signIn.error)}
              urgent
            >
              {(control) => (
                <input
                  {...control}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  type="password"
                  autoComplete="current-password"
                  className="input"
                />
              )}
            </Field>
          )}
          <SubmitButton pending={signIn.isPending} className="btn btn-primary w-full">
            <Trans>Sign in</Trans>
          </SubmitButton>
        </form>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 text-sm">
          <button
            type="button"
            className="text-brand-700 font-semibold underline disabled:text-slate-500 disabled:no-underline"
            disabled={secondsLeft > 0 || askCode.isPending}
            onClick={() => void send(sentTo).catch(() => undefined)}
          >
            {secondsLeft > 0 ? (
              <Trans>Send a new code in {secondsLeft} s</Trans>
            ) : (
              <Trans>Send a new code</Trans>
            )}
          </button>
          <button
            type="button"
            className="text-brand-700 font-semibold underline"
            onClick={() => {
              setSentTo(null);
              setPassword(null);
              signIn.reset();
            }}
          >
            <Trans>Use another number</Trans>
          </button>
        </div>
        <div className="mt-4">
          <FailureText error={askCode.error} fields={[]} />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Sign in with phone`}
      intro={t`We will send a 6-digit code to your mobile number. A new number creates a student account.`}
      footer={footer}
    >
      <form onSubmit={submitNumber} className="space-y-5" noValidate>
        <MobileNumberField
          label={t`Mobile number`}
          value={mobileNo}
          onChange={setMobileNo}
          error={errorMessage(askCode.error)}
          required
          national
          countryCode
        />
        <SubmitButton pending={askCode.isPending} className="btn btn-primary w-full">
          <Trans>Send code</Trans>
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

/** A refusal not about one of `fields` (those are told under their field). */
function FailureText({ error, fields }: { error: Error | null; fields: string[] }) {
  if (!error) return null;
  if (error instanceof ApiError && fields.some((field) => error.errors?.[field])) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
      {error.message}
    </p>
  );
}
