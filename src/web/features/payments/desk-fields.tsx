import type { ReactNode } from 'react';
import { Field } from '../../components/field';

/** Field name -> server message, from a refused write. */
export type FieldErrors = Record<string, string>;

interface TextProps {
  label: string;
  name: string;
  errors: FieldErrors;
  hint?: string;
  type?: string;
  defaultValue?: string;
  inputMode?: 'decimal' | 'numeric' | 'email' | 'tel';
  required?: boolean;
}

/** An uncontrolled text input the desk forms read from their FormData. */
export function TextField({ label, name, errors, hint, type = 'text', ...input }: TextProps) {
  return (
    <Field label={label} hint={hint} error={errors[name]}>
      {(control) => <input {...control} {...input} name={name} type={type} className="input" />}
    </Field>
  );
}

interface SelectProps {
  label: string;
  name: string;
  errors: FieldErrors;
  children: ReactNode;
  value?: string;
  onChange?: (value: string) => void;
}

export function SelectField({ label, name, errors, children, value, onChange }: SelectProps) {
  return (
    <Field label={label} error={errors[name]}>
      {(control) => (
        <select
          {...control}
          name={name}
          className="input"
          value={value}
          onChange={onChange && ((event) => onChange(event.target.value))}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
