import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldControlProps } from './field';
import '../app/admin-messages';

/** How an English field's Hindi twin is labelled: "Course Title (Hindi, optional)". */
export function useHindiLabel() {
  const { t } = useLingui();
  return (label: string) => t`${label} (Hindi, optional)`;
}

/** An English field beside its Hindi twin (decision 045): two columns from 1024 px, stacked below. */
export function HindiTwinRow({
  children,
  className = '',
}: {
  children: [ReactNode, ReactNode];
  className?: string;
}) {
  return <div className={`grid gap-5 lg:grid-cols-2 ${className}`}>{children}</div>;
}

interface HindiTwinFieldProps {
  label: string;
  english: UseFormRegisterReturn;
  hindi: UseFormRegisterReturn;
  errors: { english?: string; hindi?: string };
  hint?: string;
  /** A text area of this many rows; a one-line input when left out. */
  rows?: number;
  className?: string;
}

/** A text field and its optional Hindi twin, each with its label and its own message. */
export function HindiTwinField({
  label,
  english,
  hindi,
  errors,
  hint,
  rows,
  className,
}: HindiTwinFieldProps) {
  const hindiLabel = useHindiLabel();
  const input =
    (registration: UseFormRegisterReturn, lang?: 'hi') => (control: FieldControlProps) =>
      rows ? (
        <textarea {...control} {...registration} lang={lang} rows={rows} className="input" />
      ) : (
        <input {...control} {...registration} lang={lang} className="input" />
      );
  return (
    <HindiTwinRow className={className}>
      <Field label={label} hint={hint} error={errors.english}>
        {input(english)}
      </Field>
      <Field label={hindiLabel(label)} error={errors.hindi}>
        {input(hindi, 'hi')}
      </Field>
    </HindiTwinRow>
  );
}
