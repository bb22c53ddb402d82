import { get, type FieldPath } from 'react-hook-form';
import type { siteSettingsUpdateSchema } from '#common/schemas/site-settings';
import { Field } from '#web/components/field';
import type { AppForm } from '#web/lib/use-app-form';
import type { SettingsUpdate } from './api/update-settings';

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
