import { Trans, useLingui } from '@lingui/react/macro';
import { SettingNumber, SettingText, SettingTwin, type SettingsForm } from './settings-fields';
import './messages';

/** What the home page claims: the banner's line and course count, and the three figures. */
export function HomePageSettings({ form, figures }: { form: SettingsForm; figures: number }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="home-page" className="card space-y-5">
      <h2 id="home-page" className="text-lg font-bold">
        <Trans>Home page</Trans>
      </h2>
      <div className="grid gap-5 md:grid-cols-2">
        <SettingTwin
          form={form}
          name="heroBadge"
          label={t`Banner line`}
          hint={t`Above the banner's heading, e.g. Classes Start From 2024`}
        />
        <SettingNumber
          form={form}
          name="heroCourseCount"
          label={t`Number of courses`}
          hint={t`The banner reads: Pick from 1000 high quality courses`}
        />
      </div>
      {Array.from({ length: figures }, (_, index) => {
        const number = index + 1;
        return (
          <fieldset
            key={index}
            className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-2"
          >
            <legend className="px-1 text-sm font-semibold">
              <Trans>Figure {number}</Trans>
            </legend>
            <SettingNumber
              form={form}
              name={`homeStats.${index}.value`}
              label={t`Figure ${number} number`}
            />
            <SettingText
              form={form}
              name={`homeStats.${index}.suffix`}
              label={t`Figure ${number} sign`}
              hint={t`Such as %, or nothing`}
            />
            <SettingTwin
              form={form}
              name={`homeStats.${index}.label`}
              label={t`Figure ${number} label`}
            />
          </fieldset>
        );
      })}
    </section>
  );
}
