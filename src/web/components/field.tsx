import { useId, type ReactNode } from 'react';

/** Props a form control needs to be tied to its label and error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** Announce the error at once (role="alert") rather than politely. */
  urgent?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its hint and its error message underneath. */
export function Field({ label, error, hint, urgent = false, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-ink block text-sm font-semibold">
        {label}
      </label>
      <div className="mt-1.5">
        {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <p
        id={errorId}
        role={urgent ? 'alert' : undefined}
        aria-live={urgent ? undefined : 'polite'}
        className="mt-1 text-sm font-medium text-red-700 empty:hidden"
      >
        {error}
      </p>
    </div>
  );
}
