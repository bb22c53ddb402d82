import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { STATE_NAMES } from '#common/indian-states';
import { siteSettingsUpdateSchema, type PublicSiteSettings } from '#common/schemas/site-settings';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { EmailField } from '#web/components/email-field';
import { Field } from '#web/components/field';
import { MobileField } from '#web/components/mobile-field';
import { PageLoading } from '#web/components/page-loading';
import { SubmitButton } from '#web/components/submit-button';
import { siteSettingsQuery } from '#web/lib/site-settings';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useUpdateSettings } from '../api/update-settings';
import { FeeAccessSettings } from './fee-access-settings';
import { FeeRemindersForm } from './fee-reminders-form';
import { GradingScaleForm } from './grading-scale-form';
import { AdminPhoneSignInSwitch } from './admin-phone-sign-in-switch';
import { AdmissionFormSettings } from './admission-form-settings';
import { AttendanceThresholdForm } from './attendance-threshold-form';
import { CheckInNetworksForm } from './check-in-networks-form';
import { HolidaysForm } from './holidays-form';
import { HomePageSettings } from './home-page-settings';
import { PictureForms } from './picture-forms';
import { errorOf, SettingText, SettingTwin, type SettingName } from './settings-fields';
import './messages';

// The networks' own names, the same in every language.
const socialNetworks = [
  ['facebook', 'Facebook'],
  // eslint-disable-next-line lingui/no-unlocalized-strings
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
  ['instagram', 'Instagram'],
] as const;

export function AdminSettingsPage() {
  const { t } = useLingui();
  // The form starts from the stored record, not the defaults shown until it arrives.
  const { data, dataUpdatedAt } = useQuery(siteSettingsQuery);
  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Site Settings`}>
        <Trans>
          The institute&apos;s facts shown across the website. A change shows on every page at once.
        </Trans>
      </AdminPageIntro>
      {dataUpdatedAt > 0 ? <SettingsForm settings={data} /> : <PageLoading />}
      {dataUpdatedAt > 0 && <HolidaysForm holidays={data.holidays} />}
      {dataUpdatedAt > 0 && <FeeRemindersForm days={data.feeReminderDays} />}
      {dataUpdatedAt > 0 && <AttendanceThresholdForm threshold={data.attendanceThreshold} />}
      <GradingScaleForm />
      {dataUpdatedAt > 0 && <CheckInNetworksForm networks={data.checkInNetworks} />}
      {dataUpdatedAt > 0 && <AdminPhoneSignInSwitch allowed={data.adminPhoneSignIn} />}
      <AdmissionFormSettings />
      <PictureForms />
    </div>
  );
}

function SettingsForm({ settings }: { settings: PublicSiteSettings }) {
  const { t } = useLingui();
  const updateSettings = useUpdateSettings();
  const { name, tagline, taglineHi, phone, email, address, addressHi, hours, hoursHi } = settings;
  const form = useAppForm({
    schema: siteSettingsUpdateSchema,
    defaultValues: {
      name,
      tagline,
      taglineHi,
      phone,
      email,
      address,
      addressHi,
      hours,
      hoursHi,
      mapEmbedUrl: settings.mapEmbedUrl,
      chatGroupUrl: settings.chatGroupUrl,
      social: settings.social,
      videos: settings.videos,
      heroBadge: settings.heroBadge,
      heroBadgeHi: settings.heroBadgeHi,
      heroCourseCount: settings.heroCourseCount,
      homeStats: settings.homeStats,
      certificateSignatory: settings.certificateSignatory,
      invoicing: settings.invoicing,
      feeAccess: settings.feeAccess,
      upiId: settings.upiId,
    },
    failure: t`The settings were not saved.`,
    submit: async (values) => {
      await updateSettings.mutateAsync(values);
      toast.success(t`Settings saved`);
    },
  });
  const text = (path: SettingName, label: string, hint?: string) => (
    <SettingText form={form} name={path} label={label} hint={hint} />
  );
  const twin = (path: SettingName, label: string, hint?: string) => (
    <SettingTwin form={form} name={path} label={label} hint={hint} />
  );

  return (
    <form {...form.formProps} className="space-y-6">
      <section aria-labelledby="institute" className="card grid gap-5 md:grid-cols-2">
        <h2 id="institute" className="text-lg font-bold md:col-span-2">
          <Trans>The institute</Trans>
        </h2>
        {text('name', t`Name`)}
        {twin('tagline', t`Tagline`)}
        <MobileField
          label={t`Phone`}
          registration={form.register('phone')}
          error={form.errors.phone?.message}
          autoComplete="off"
        />
        <EmailField
          registration={form.register('email')}
          error={form.errors.email?.message}
          autoComplete="off"
        />
        {twin('address', t`Address`)}
        {twin('hours', t`Hours`, t`As it should read, e.g. Mon-Sat 8:00-18:00`)}
        {text(
          'mapEmbedUrl',
          t`Map location`,
          t`The Google Maps address of the institute (https://www.google.com/maps?q=…&output=embed)`,
        )}
        {text('chatGroupUrl', t`Chat group link`, t`Where Join Us and Join Our Group lead`)}
      </section>

      <section aria-labelledby="signatory" className="card grid gap-5 md:grid-cols-2">
        <h2 id="signatory" className="text-lg font-bold md:col-span-2">
          <Trans>Certificates</Trans>
        </h2>
        {text(
          'certificateSignatory.name',
          t`Signatory name`,
          t`Printed on certificates the site issues`,
        )}
        {text('certificateSignatory.title', t`Signatory title`, t`For example Director`)}
      </section>

      <section aria-labelledby="invoicing" className="card grid gap-5 md:grid-cols-2">
        <h2 id="invoicing" className="text-lg font-bold md:col-span-2">
          <Trans>Invoices and GST</Trans>
        </h2>
        {text('invoicing.legalName', t`Legal name`, t`The registered name printed on invoices`)}
        {text(
          'invoicing.gstin',
          t`GSTIN`,
          t`Leave empty when not registered for GST: documents are then receipts without tax`,
        )}
        <Field label={t`State`} error={errorOf(form, 'invoicing.state')}>
          {(control) => (
            <select {...control} {...form.register('invoicing.state')} className="input">
              {STATE_NAMES.map((state) => (
                <option key={state}>{state}</option>
              ))}
            </select>
          )}
        </Field>
        {text(
          'invoicing.signatory',
          t`Authorised signatory`,
          t`Named under the signature on invoices and receipts`,
        )}
        {text(
          'invoicing.prefix',
          t`Number prefix`,
          t`Up to 4 characters: invoices are numbered VCI/2526/000123, receipts VCI/2526/R00045`,
        )}
        <label className="flex items-center gap-3 text-sm font-semibold md:col-span-2">
          <input
            type="checkbox"
            {...form.register('invoicing.pricesIncludeGst')}
            className="size-4 accent-current"
          />
          <Trans>Course prices include GST (otherwise 18% is added at checkout)</Trans>
        </label>
        {text(
          'upiId',
          t`UPI id`,
          t`Such as institute@okaxis: fee pay links and the desk show a UPI QR code for it. Leave empty for none.`,
        )}
      </section>

      <FeeAccessSettings form={form} />

      <section aria-labelledby="social" className="card grid gap-5 md:grid-cols-2">
        <h2 id="social" className="text-lg font-bold md:col-span-2">
          <Trans>Social links</Trans>
        </h2>
        {socialNetworks.map(([key, label]) => (
          <div key={key}>{text(`social.${key}`, label)}</div>
        ))}
      </section>

      <section aria-labelledby="videos" className="card space-y-5">
        <h2 id="videos" className="text-lg font-bold">
          <Trans>Our Video Shorts</Trans>
        </h2>
        {settings.videos.map((_, index) => {
          const number = index + 1;
          return (
            <fieldset
              key={index}
              className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-2"
            >
              <legend className="px-1 text-sm font-semibold">
                <Trans>Video {number}</Trans>
              </legend>
              {twin(`videos.${index}.title`, t`Video ${number} title`)}
              {twin(`videos.${index}.description`, t`Video ${number} description`)}
              {text(`videos.${index}.url`, t`Video ${number} link`, t`A YouTube or Vimeo address`)}
            </fieldset>
          );
        })}
      </section>

      <HomePageSettings form={form} figures={settings.homeStats.length} />

      <SubmitButton pending={form.pending}>
        <Trans>Save Settings</Trans>
      </SubmitButton>
    </form>
  );
}
