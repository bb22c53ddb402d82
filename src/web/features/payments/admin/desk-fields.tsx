import type { ComponentProps, ReactNode } from 'react';
import { Field } from '#web/components/field';

interface LabelledProps {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled text input of the money forms; spread a `register(...)` onto it. */
export function TextField({
  label,
  error,
  hint,
  type = 'text',
  ...input
}: LabelledProps & ComponentProps<'input'>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <input {...control} {...input} type={type} className="input" />}
    </Field>
  );
}

/** A labelled select of the money forms; spread a `register(...)` onto it. */
export function SelectField({
  label,
  error,
  hint,
  children,
  ...select
}: LabelledProps & ComponentProps<'select'> & { children: ReactNode }) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} {...select} className="input">
          {children}
        </select>
      )}
    </Field>
  );
}
