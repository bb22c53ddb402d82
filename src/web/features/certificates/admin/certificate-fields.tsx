import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import type { CertificateFields as Values } from '#common/schemas/certificates';
import { Field } from '#web/components/field';
import './messages';

interface CertificateFieldsProps<T extends Values> {
  register: UseFormRegister<T>;
  errors: FieldErrors<Values>;
}

/** Student name, date of birth and course: on Upload Certificate and Update Certificate. */
export function CertificateFields<T extends Values>({
  register,
  errors,
}: CertificateFieldsProps<T>) {
  const { t } = useLingui();
  const field = (name: keyof Values) => register(name as Path<T>);
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Field
        label={t`Student Name`}
        error={errors.name?.message}
        hint={t`Stored in capital letters.`}
      >
        {(control) => <input {...control} {...field('name')} className="input uppercase" />}
      </Field>
      <Field label={t`Date of Birth`} error={errors.DOB?.message}>
        {(control) => <input {...control} {...field('DOB')} type="date" className="input" />}
      </Field>
      <Field label={t`Course`} error={errors.course?.message} className="md:col-span-2">
        {(control) => <input {...control} {...field('course')} className="input" />}
      </Field>
    </div>
  );
}
