import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { MobileNumberField, PhoneCodeField } from '#web/components/phone-code-fields';
import { SubmitButton } from '#web/components/submit-button';
import { errorMessage } from '#web/lib/error-message';
import { useLanguage } from '#web/lib/use-language';
import { useAdmissionCode, useStartAdmission } from '../api/form';
import './messages';

/**
 * The form's first step: the mobile number the institute will write to, confirmed by the code
 * sent to it; then a draft opens (prefilled from the registration or enquiry the link named).
 */
export function PhoneStep({
  prefill,
  onStarted,
}: {
  prefill: { registrationId?: string; enquiryId?: string };
  onStarted: (token: string) => void;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const askCode = useAdmissionCode();
  const start = useStartAdmission();
  const [mobileNo, setMobileNo] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const number = mobileNo.trim();
    askCode
      .mutateAsync({ mobileNo: number, language })
      .then(() => setSentTo(number))
      .catch(() => undefined);
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    start
      .mutateAsync({ mobileNo: sentTo, code: code.trim(), language, ...prefill })
      .then(onStarted)
      .catch(() => undefined);
  };

  if (!sentTo) {
    return (
      <form onSubmit={sendCode} className="grid gap-4">
        <p className="text-slate-700">
          <Trans>
            Start with the mobile number we should write to: the student&apos;s or a parent&apos;s.
            We will send a code to it.
          </Trans>
        </p>
        <MobileNumberField
          label={t`Mobile number`}
          value={mobileNo}
          onChange={setMobileNo}
          error={errorMessage(askCode.error)}
          required
        />
        <SubmitButton pending={askCode.isPending}>
          <Trans>Send code</Trans>
        </SubmitButton>
      </form>
    );
  }
  return (
    <form onSubmit={confirm} className="grid gap-4">
      <p className="text-slate-700">
        <Trans>Enter the 6-digit code sent to {sentTo}.</Trans>
      </p>
      <PhoneCodeField
        label={t`Code`}
        value={code}
        onChange={setCode}
        error={errorMessage(start.error)}
        required
      />
      <SubmitButton pending={start.isPending}>
        <Trans>Confirm and start the form</Trans>
      </SubmitButton>
      <button type="button" className="btn btn-secondary" onClick={() => setSentTo(null)}>
        <Trans>Use another number</Trans>
      </button>
    </form>
  );
}
