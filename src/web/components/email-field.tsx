import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';

interface EmailFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
  label?: string;
  /** `off` where staff type someone else's address. */
  autoComplete?: 'email' | 'off';
}

/** An e-mail address field: the right keyboard on phones, the browser's saved address offered. */
export function EmailField({
  registration,
  error,
  label = 'Email',
  autoComplete = 'email',
}: EmailFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="email"
          inputMode="email"
          autoComplete={autoComplete}
          className="input"
        />
      )}
    </Field>
  );
}
