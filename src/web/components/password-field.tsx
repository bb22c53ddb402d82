import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';

interface PasswordFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
  label?: string;
  hint?: string;
  /** `current-password` to sign in, `new-password` to choose one (the browser may suggest it). */
  autoComplete: 'current-password' | 'new-password';
  /** Shown as plain text, when the form's "Show password" box is ticked. */
  shown?: boolean;
  /** Announce the error at once, as for a confirmation that does not match. */
  urgent?: boolean;
}

/** A password field that a "Show password" toggle can reveal. */
export function PasswordField({
  registration,
  error,
  label = 'Password',
  hint,
  autoComplete,
  shown = false,
  urgent = false,
}: PasswordFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} urgent={urgent}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          className="input"
        />
      )}
    </Field>
  );
}
