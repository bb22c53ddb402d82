import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { UserDto } from '#common/schemas/users';
import { MobileNumberField, PhoneCodeField } from '#web/components/phone-code-fields';
import { SubmitButton } from '#web/components/submit-button';
import { errorMessage } from '#web/lib/error-message';
import { toast } from '#web/lib/toast';
import { useAskOwnCode, useConfirmOwnPhone } from './api/phone';
import './messages';

/**
 * The account's mobile number as sign-in by phone knows it: confirmed or not, and a number added
 * or changed by typing the code sent to it (decision 061).
 */
export function PhonePanel({ user }: { user: UserDto }) {
  const { t } = useLingui();
  const askCode = useAskOwnCode();
  const confirm = useConfirmOwnPhone();
  const [open, setOpen] = useState(false);
  const [mobileNo, setMobileNo] = useState(user.mobileVerified ? '' : user.mobileNo);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');

  const send = (event: FormEvent) => {
    event.preventDefault();
    confirm.reset();
    askCode
      .mutateAsync(mobileNo.trim())
      .then(() => {
        setSentTo(mobileNo.trim());
        setCode('');
      })
      .catch(() => undefined);
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    confirm
      .mutateAsync({ mobileNo: sentTo, code: code.trim() })
      .then((envelope) => {
        toast.success(envelope.message ?? t`Your phone number is confirmed.`);
        setOpen(false);
        setSentTo(null);
      })
      .catch(() => undefined);
  };

  return (
    <section aria-labelledby="phone-heading" className="mt-8 border-t border-slate-100 pt-6">
      <h2 id="phone-heading" className="text-lg font-bold">
        <Trans>Sign-in by phone</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {user.mobileVerified ? (
          <Trans>{user.mobileNo} is confirmed: you can sign in with a code sent to it.</Trans>
        ) : (
          <Trans>Confirm your mobile number with a code to sign in with it.</Trans>
        )}
      </p>
      {!open && (
        <button type="button" className="btn btn-outline mt-4" onClick={() => setOpen(true)}>
          {user.mobileVerified ? <Trans>Change number</Trans> : <Trans>Confirm a number</Trans>}
        </button>
      )}
      {open && !sentTo && (
        <form onSubmit={send} className="mt-4 space-y-4" noValidate>
          <MobileNumberField
            label={t`Mobile number`}
            value={mobileNo}
            onChange={setMobileNo}
            error={errorMessage(askCode.error)}
            national
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={askCode.isPending}>
              <Trans>Send code</Trans>
            </SubmitButton>
            <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      )}
      {open && sentTo && (
        <form onSubmit={submitCode} className="mt-4 space-y-4" noValidate>
          <p className="text-sm text-slate-700">
            <Trans>We sent a 6-digit code to +91 {sentTo}.</Trans>
          </p>
          <PhoneCodeField
            label={t`Code`}
            value={code}
            onChange={(typed) => setCode(typed.replace(/\D/g, ''))}
            error={errorMessage(confirm.error)}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={confirm.isPending}>
              <Trans>Confirm</Trans>
            </SubmitButton>
            <button type="button" className="btn btn-outline" onClick={() => setSentTo(null)}>
              <Trans>Use another number</Trans>
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
