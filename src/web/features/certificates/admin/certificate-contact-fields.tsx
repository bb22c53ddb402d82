import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import type { CertificateIssueFields as Values } from '#common/schemas/certificates';
import { Field } from '#web/components/field';
import './messages';

interface CertificateContactFieldsProps<T extends Values> {
  register: UseFormRegister<T>;
  errors: FieldErrors<Values>;
}

/** The student's e-mail and mobile number on Upload Certificate: where the link is sent. */
export function CertificateContactFields<T extends Values>({
  register,
  errors,
}: CertificateContactFieldsProps<T>) {
  const { t } = useLingui();
  const field = (name: 'email' | 'phone') => register(name as Path<T>);
  return (
    <fieldset className="grid gap-5 rounded-xl border border-slate-200 p-4 md:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">
        <Trans>Send the verification link (optional)</Trans>
      </legend>
      <p className="text-sm text-slate-600 md:col-span-2">
        <Trans>
          With a mobile number the student gets the link on WhatsApp, or by SMS; else by e-mail.
          Neither is shown on the public check.
        </Trans>
      </p>
      <Field label={t`Student’s mobile number`} error={errors.phone?.message}>
        {(control) => (
          <input
            {...control}
            {...field('phone')}
            inputMode="tel"
            autoComplete="off"
            className="input"
          />
        )}
      </Field>
      <Field label={t`Student’s e-mail`} error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            {...field('email')}
            type="email"
            autoComplete="off"
            className="input"
          />
        )}
      </Field>
    </fieldset>
  );
}
