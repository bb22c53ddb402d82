import { Field } from './field';

interface MobileNumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** The number without its +91: the browser fills in only that part, 14 characters at most. */
  national?: boolean;
  /** Show +91 before the number (for a `national` one). */
  countryCode?: boolean;
}

/** The mobile number a code is sent to; its error is announced at once. */
export function MobileNumberField({
  label,
  value,
  onChange,
  error,
  required = false,
  national = false,
  countryCode = false,
}: MobileNumberFieldProps) {
  return (
    <Field label={label} error={error} urgent>
      {(control) => {
        const input = (
          <input
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            type="tel"
            inputMode="numeric"
            autoComplete={national ? 'tel-national' : 'tel'}
            maxLength={national ? 14 : 20}
            required={required}
            className={countryCode ? 'input min-w-0 flex-1' : 'input'}
          />
        );
        if (!countryCode) return input;
        return (
          <div className="flex items-stretch gap-2">
            <span className="input w-auto flex-none text-slate-600" aria-hidden="true">
              +91
            </span>
            {input}
          </div>
        );
      }}
    </Field>
  );
}

interface PhoneCodeFieldProps {
  label: string;
  value: string;
  /** Gets what was typed, as typed. */
  onChange: (typed: string) => void;
  error?: string;
  required?: boolean;
  pattern?: string;
}

/** The 6-digit code sent to a mobile number, in large spaced digits; its error is announced at once. */
export function PhoneCodeField({
  label,
  value,
  onChange,
  error,
  required = false,
  pattern,
}: PhoneCodeFieldProps) {
  return (
    <Field label={label} error={error} urgent>
      {(control) => (
        <input
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={pattern}
          maxLength={6}
          required={required}
          className="input text-center text-2xl tracking-[0.4em] tabular-nums"
        />
      )}
    </Field>
  );
}
