import { get, type FieldPath } from 'react-hook-form';
import type { siteSettingsUpdateSchema } from '#common/schemas/site-settings';
import { Field } from '#web/components/field';
import { HindiTwinField } from '#web/components/hindi-twin-field';
import type { AppForm } from '#web/lib/use-app-form';
import type { SettingsUpdate } from '../api/update-settings';

export type SettingsForm = AppForm<typeof siteSettingsUpdateSchema>;
export type SettingName = FieldPath<SettingsUpdate>;

/** The message under a field, however deep it sits in the form. */
export const errorOf = (form: SettingsForm, name: SettingName) =>
  (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

interface SettingFieldProps {
  form: SettingsForm;
  name: SettingName;
  label: string;
  hint?: string;
}

/** One line of text in the settings. */
export function SettingText({ form, name, label, hint }: SettingFieldProps) {
  return (
    <Field label={label} hint={hint} error={errorOf(form, name)}>
      {(control) => <input {...control} {...form.register(name)} className="input" />}
    </Field>
  );
}

/** A text of the settings beside its optional Hindi version (`<name>Hi`), over two columns. */
export function SettingTwin({ form, name, label, hint }: SettingFieldProps) {
  const hindi = `${name}Hi` as SettingName;
  return (
    <HindiTwinField
      label={label}
      hint={hint}
      english={form.register(name)}
      hindi={form.register(hindi)}
      errors={{ english: errorOf(form, name), hindi: errorOf(form, hindi) }}
      className="md:col-span-2"
    />
  );
}

/** A whole number in the settings. */
export function SettingNumber({ form, name, label, hint }: SettingFieldProps) {
  return (
    <Field label={label} hint={hint} error={errorOf(form, name)}>
      {(control) => (
        <input
          {...control}
          {...form.register(name, { valueAsNumber: true })}
          inputMode="numeric"
          className="input"
        />
      )}
    </Field>
  );
}
