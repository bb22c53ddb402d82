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
import { useUpdateSettings } from './api/update-settings';
import { HomePageSettings } from './home-page-settings';
import { PictureForms } from './picture-forms';
import { errorOf, SettingText, SettingTwin, type SettingName } from './settings-fields';

const socialNetworks = [
  ['facebook', 'Facebook'],
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
  ['instagram', 'Instagram'],
] as const;

export function AdminSettingsPage() {
  // The form starts from the stored record, not the defaults shown until it arrives.
  const { data, dataUpdatedAt } = useQuery(siteSettingsQuery);
  return (
    <div className="space-y-6">
      <AdminPageIntro title="Site Settings">
        The institute&apos;s facts shown across the website. A change shows on every page at once.
      </AdminPageIntro>
      {dataUpdatedAt > 0 ? <SettingsForm settings={data} /> : <PageLoading />}
      <PictureForms />
    </div>
  );
}

function SettingsForm({ settings }: { settings: PublicSiteSettings }) {
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
    },
    failure: 'The settings were not saved.',
    submit: async (values) => {
      await updateSettings.mutateAsync(values);
      toast.success('Settings saved');
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
          The institute
        </h2>
        {text('name', 'Name')}
        {twin('tagline', 'Tagline')}
        <MobileField
          label="Phone"
          registration={form.register('phone')}
          error={form.errors.phone?.message}
          autoComplete="off"
        />
        <EmailField
          registration={form.register('email')}
          error={form.errors.email?.message}
          autoComplete="off"
        />
        {twin('address', 'Address')}
        {twin('hours', 'Hours', 'As it should read, e.g. Mon-Sat 8:00-18:00')}
        {text(
          'mapEmbedUrl',
          'Map location',
          'The Google Maps address of the institute (https://www.google.com/maps?q=…&output=embed)',
        )}
        {text('chatGroupUrl', 'Chat group link', 'Where Join Us and Join Our Group lead')}
      </section>

      <section aria-labelledby="signatory" className="card grid gap-5 md:grid-cols-2">
        <h2 id="signatory" className="text-lg font-bold md:col-span-2">
          Certificates
        </h2>
        {text(
          'certificateSignatory.name',
          'Signatory name',
          'Printed on certificates the site issues',
        )}
        {text('certificateSignatory.title', 'Signatory title', 'For example Director')}
      </section>

      <section aria-labelledby="invoicing" className="card grid gap-5 md:grid-cols-2">
        <h2 id="invoicing" className="text-lg font-bold md:col-span-2">
          Invoices and GST
        </h2>
        {text('invoicing.legalName', 'Legal name', 'The registered name printed on invoices')}
        {text(
          'invoicing.gstin',
          'GSTIN',
          'Leave empty when not registered for GST: documents are then receipts without tax',
        )}
        <Field label="State" error={errorOf(form, 'invoicing.state')}>
          {(control) => (
            <select {...control} {...form.register('invoicing.state')} className="input">
              {STATE_NAMES.map((state) => (
                <option key={state}>{state}</option>
              ))}
            </select>
          )}
        </Field>
        {text('invoicing.prefix', 'Number prefix', 'Invoices are numbered VCI/2025-26/000123')}
        <label className="flex items-center gap-3 text-sm font-semibold md:col-span-2">
          <input
            type="checkbox"
            {...form.register('invoicing.pricesIncludeGst')}
            className="size-4 accent-current"
          />
          Course prices include GST (otherwise 18% is added at checkout)
        </label>
      </section>

      <section aria-labelledby="social" className="card grid gap-5 md:grid-cols-2">
        <h2 id="social" className="text-lg font-bold md:col-span-2">
          Social links
        </h2>
        {socialNetworks.map(([key, label]) => (
          <div key={key}>{text(`social.${key}`, label)}</div>
        ))}
      </section>

      <section aria-labelledby="videos" className="card space-y-5">
        <h2 id="videos" className="text-lg font-bold">
          Our Video Shorts
        </h2>
        {settings.videos.map((_, index) => (
          <fieldset
            key={index}
            className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-2"
          >
            <legend className="px-1 text-sm font-semibold">Video {index + 1}</legend>
            {twin(`videos.${index}.title`, `Video ${index + 1} title`)}
            {twin(`videos.${index}.description`, `Video ${index + 1} description`)}
            {text(`videos.${index}.url`, `Video ${index + 1} link`, 'A YouTube or Vimeo address')}
          </fieldset>
        ))}
      </section>

      <HomePageSettings form={form} figures={settings.homeStats.length} />

      <SubmitButton pending={form.pending}>Save Settings</SubmitButton>
    </form>
  );
}
