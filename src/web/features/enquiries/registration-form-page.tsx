import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  classOptions,
  genderOptions,
  modeOptions,
  registrationMessages,
} from '#common/registrations';
import type { RegistrationInput } from '#common/schemas/registrations';
import { Field } from '#web/components/field';
import { MobileField } from '#web/components/mobile-field';
import { PageIntro } from '#web/components/page-intro';
import { SubmitButton } from '#web/components/submit-button';
import { TickField } from '#web/components/tick-field';
import { useSendRegistration } from './api/send-registration';
import { Honeypot } from './honeypot';
import { useAppForm } from '#web/lib/use-app-form';
import { useLanguage } from '#web/lib/use-language';
import './messages';

const loadSchema = async () =>
  (await import('#common/schemas/registrations')).registrationCreateSchema;

/** An empty form: the selects start with nothing chosen, which the schema refuses. */
const emptyRegistration = {
  name: '',
  classs: '',
  mode: '',
  school: '',
  gender: '',
  DOB: '',
  fatherName: '',
  contact: '',
  Address: '',
  State: '',
  city: '',
  website: '',
  whatsappUpdates: false,
} as unknown as RegistrationInput;

type Options = typeof classOptions | typeof modeOptions | typeof genderOptions;

/** How the form names each choice, as messages (`t(…)`). */
const optionLabels: Record<Options[number], MessageDescriptor> = {
  '5th': msg`5th`,
  '6th': msg`6th`,
  '7th': msg`7th`,
  '8th': msg`8th`,
  '9th': msg`9th`,
  '10th': msg`10th`,
  '11th': msg`11th`,
  '12th': msg`12th`,
  offline: msg`Offline`,
  online: msg`Online`,
  male: msg`Male`,
  female: msg`Female`,
  others: msg`Others`,
};

export function RegistrationFormPage() {
  const { t } = useLingui();
  const sendRegistration = useSendRegistration();
  // The welcome of an account made from it is written in the page's language.
  const language = useLanguage();
  const [sent, setSent] = useState<string | null>(null);
  const form = useAppForm({
    schema: loadSchema,
    defaultValues: emptyRegistration,
    replayable: true,
    failure: t`The registration was not sent.`,
    submit: async (values, { reset }) => {
      const { message } = await sendRegistration.mutateAsync({ ...values, language });
      setSent(message ?? registrationMessages.sent);
      reset(emptyRegistration);
    },
  });
  const { register, errors } = form;

  const text = (name: keyof RegistrationInput, label: string, autoComplete = 'off') => (
    <Field label={label} error={errors[name]?.message}>
      {(control) => (
        <input {...control} {...register(name)} autoComplete={autoComplete} className="input" />
      )}
    </Field>
  );
  const select = (name: keyof RegistrationInput, label: string, options: Options) => (
    <Field label={label} error={errors[name]?.message}>
      {(control) => (
        <select {...control} {...register(name)} className="input">
          <option value="">{t`Choose…`}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {t(optionLabels[option])}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <>
      <PageIntro title={t`Register yourself`}>
        <Trans>
          Tell us about yourself and the class you are in, and we will get in touch about admission.
        </Trans>
      </PageIntro>
      <div className="page-container pb-20">
        <div className="mx-auto max-w-4xl">
          {sent ? (
            <div role="status" className="card text-center">
              <p className="text-ink text-xl font-bold">
                <Trans>Registration received</Trans>
              </p>
              <p className="mt-2 text-slate-600">{sent}</p>
              <button type="button" className="btn btn-outline mt-6" onClick={() => setSent(null)}>
                <Trans>Register another student</Trans>
              </button>
            </div>
          ) : (
            <form {...form.formProps} className="card grid gap-5 md:grid-cols-2">
              {text('name', t`Student Name`, 'name')}
              {text('fatherName', t`Father Name`)}
              {select('classs', t`Class`, classOptions)}
              {select('mode', t`Mode`, modeOptions)}
              {text('school', t`School Name`)}
              {select('gender', t`Gender`, genderOptions)}
              <Field label={t`Date of Birth`} error={errors.DOB?.message}>
                {(control) => (
                  <input {...control} {...register('DOB')} type="date" className="input" />
                )}
              </Field>
              <MobileField
                label={t`Contact Number`}
                registration={register('contact')}
                error={errors.contact?.message}
              />
              <div className="md:col-span-2">{text('Address', t`Address`, 'address-line1')}</div>
              {text('State', t`State`, 'address-level1')}
              {text('city', t`City`, 'address-level2')}
              <div className="md:col-span-2">
                <TickField
                  label={t`Send me updates on WhatsApp`}
                  registration={register('whatsappUpdates')}
                />
              </div>
              <Honeypot label={t`Website`} registration={register('website')} />
              <div className="md:col-span-2">
                <SubmitButton pending={form.pending}>
                  <Trans>Register</Trans>
                </SubmitButton>
              </div>
            </form>
          )}
        </div>
      </div>
    </>
  );
}
