import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { STATE_NAMES } from '#common/indian-states';
import { siteSettingsUpdateSchema } from '#common/schemas/site-settings';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { EmailField } from '../../components/email-field';
import { Field } from '../../components/field';
import { MobileField } from '../../components/mobile-field';
import { SubmitButton } from '../../components/submit-button';
import { applyServerErrors } from '../../lib/form-errors';
import { useSiteSettings } from '../../lib/site-settings';
import { toast } from '../../lib/toast';
import { useUpdateSettings, type SettingsUpdate } from './api/update-settings';
import { PictureForms } from './picture-forms';

type Name = FieldPath<SettingsUpdate>;

const socialNetworks = [
  ['facebook', 'Facebook'],
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
  ['instagram', 'Instagram'],
] as const;

export function AdminSettingsPage() {
  const settings = useSiteSettings();
  const updateSettings = useUpdateSettings();
  const { name, tagline, phone, email, address, hours, mapEmbedUrl, chatGroupUrl } = settings;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SettingsUpdate>({
    resolver: zodResolver(siteSettingsUpdateSchema),
    values: {
      name,
      tagline,
      phone,
      email,
      address,
      hours,
      mapEmbedUrl,
      chatGroupUrl,
      social: settings.social,
      videos: settings.videos,
      homeStats: settings.homeStats,
      certificateSignatory: settings.certificateSignatory,
      invoicing: settings.invoicing,
    },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateSettings.mutateAsync(values);
      toast.success('Settings saved');
    } catch (error) {
      applyServerErrors(error, setError, Object.keys(values) as Name[]);
      toast.error(error instanceof Error ? error.message : 'The settings were not saved.');
    }
  });

  /** The message under a field, however deep it sits in the form. */
  const errorOf = (path: Name) =>
    path
      .split('.')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
        errors,
      ) as { message?: string } | undefined;
  const text = (path: Name, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errorOf(path)?.message}>
      {(control) => <input {...control} {...register(path)} className="input" />}
    </Field>
  );

  return (
    <div className="space-y-6">
      <AdminPageIntro title="Site Settings">
        The institute&apos;s facts shown across the website. A change shows on every page at once.
      </AdminPageIntro>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <section aria-labelledby="institute" className="card grid gap-5 md:grid-cols-2">
          <h2 id="institute" className="text-lg font-bold md:col-span-2">
            The institute
          </h2>
          {text('name', 'Name')}
          {text('tagline', 'Tagline')}
          <MobileField
            label="Phone"
            registration={register('phone')}
            error={errors.phone?.message}
            autoComplete="off"
          />
          <EmailField
            registration={register('email')}
            error={errors.email?.message}
            autoComplete="off"
          />
          {text('address', 'Address')}
          {text('hours', 'Hours', 'As it should read, e.g. Mon-Sat 8:00-18:00')}
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
          <Field label="State" error={errorOf('invoicing.state')?.message}>
            {(control) => (
              <select {...control} {...register('invoicing.state')} className="input">
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
              {...register('invoicing.pricesIncludeGst')}
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
              className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-3"
            >
              <legend className="px-1 text-sm font-semibold">Video {index + 1}</legend>
              {text(`videos.${index}.title`, `Video ${index + 1} title`)}
              {text(`videos.${index}.description`, `Video ${index + 1} description`)}
              {text(`videos.${index}.url`, `Video ${index + 1} link`, 'A YouTube or Vimeo address')}
            </fieldset>
          ))}
        </section>

        <section aria-labelledby="figures" className="card space-y-5">
          <h2 id="figures" className="text-lg font-bold">
            Home page figures
          </h2>
          {settings.homeStats.map((_, index) => (
            <fieldset
              key={index}
              className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-3"
            >
              <legend className="px-1 text-sm font-semibold">Figure {index + 1}</legend>
              <Field
                label={`Figure ${index + 1} number`}
                error={errorOf(`homeStats.${index}.value`)?.message}
              >
                {(control) => (
                  <input
                    {...control}
                    {...register(`homeStats.${index}.value`, { valueAsNumber: true })}
                    inputMode="numeric"
                    className="input"
                  />
                )}
              </Field>
              {text(
                `homeStats.${index}.suffix`,
                `Figure ${index + 1} sign`,
                'Such as %, or nothing',
              )}
              {text(`homeStats.${index}.label`, `Figure ${index + 1} label`)}
            </fieldset>
          ))}
        </section>

        <SubmitButton pending={isSubmitting}>Save Settings</SubmitButton>
      </form>
      <PictureForms />
    </div>
  );
}
