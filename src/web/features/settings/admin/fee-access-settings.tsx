import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { OPEN_FILES_RULES } from '#common/fee-access';
import { Field } from '#web/components/field';
import { errorOf, SettingNumber, type SettingsForm } from './settings-fields';
import './messages';

const openFilesLabels = {
  admission: msg`At admission (the first payment)`,
  first_part: msg`When the first instalment is paid`,
  full: msg`When the fee is paid in full`,
} as const;

/** When a fee in instalments opens the course's files, and how long a part may be overdue. */
export function FeeAccessSettings({ form }: { form: SettingsForm }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="fee-access" className="card grid gap-5 md:grid-cols-2">
      <h2 id="fee-access" className="text-lg font-bold md:col-span-2">
        <Trans>Fees in instalments and course files</Trans>
      </h2>
      <Field
        label={t`Course files open`}
        hint={t`For a student paying at the desk on an instalment plan`}
        error={errorOf(form, 'feeAccess.openFiles')}
      >
        {(control) => (
          <select {...control} {...form.register('feeAccess.openFiles')} className="input">
            {OPEN_FILES_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {t(openFilesLabels[rule])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SettingNumber
        form={form}
        name="feeAccess.graceDays"
        label={t`Days an instalment may be overdue before the files pause`}
        hint={t`0 never pauses them. They open again as soon as the part is paid.`}
      />
    </section>
  );
}
