import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';

interface MobileFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
  label?: string;
  /** `off` where staff type someone else's number. */
  autoComplete?: 'tel' | 'off';
}

/**
 * A ten-digit Indian mobile number: a number pad on phones, nothing longer than ten digits. A
 * telephone input takes only the whole number (`tel`) from the browser's autofill; the schema
 * drops a +91 it brings.
 */
export function MobileField({
  registration,
  error,
  label = 'Mobile Number',
  autoComplete = 'tel',
}: MobileFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="tel"
          inputMode="numeric"
          autoComplete={autoComplete}
          maxLength={20}
          className="input"
        />
      )}
    </Field>
  );
}
