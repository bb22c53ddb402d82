import { SettingNumber, SettingText, SettingTwin, type SettingsForm } from './settings-fields';

/** What the home page claims: the banner's line and course count, and the three figures. */
export function HomePageSettings({ form, figures }: { form: SettingsForm; figures: number }) {
  return (
    <section aria-labelledby="home-page" className="card space-y-5">
      <h2 id="home-page" className="text-lg font-bold">
        Home page
      </h2>
      <div className="grid gap-5 md:grid-cols-2">
        <SettingTwin
          form={form}
          name="heroBadge"
          label="Banner line"
          hint="Above the banner's heading, e.g. Classes Start From 2024"
        />
        <SettingNumber
          form={form}
          name="heroCourseCount"
          label="Number of courses"
          hint="The banner reads: Pick from 1000 high quality courses"
        />
      </div>
      {Array.from({ length: figures }, (_, index) => (
        <fieldset
          key={index}
          className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-2"
        >
          <legend className="px-1 text-sm font-semibold">Figure {index + 1}</legend>
          <SettingNumber
            form={form}
            name={`homeStats.${index}.value`}
            label={`Figure ${index + 1} number`}
          />
          <SettingText
            form={form}
            name={`homeStats.${index}.suffix`}
            label={`Figure ${index + 1} sign`}
            hint="Such as %, or nothing"
          />
          <SettingTwin
            form={form}
            name={`homeStats.${index}.label`}
            label={`Figure ${index + 1} label`}
          />
        </fieldset>
      ))}
    </section>
  );
}
