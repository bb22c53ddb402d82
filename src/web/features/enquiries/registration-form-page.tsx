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
import { useSendRegistration } from './api/send-registration';
import { Honeypot } from './honeypot';
import { pages } from '#common/pages';
import { useAppForm } from '#web/lib/use-app-form';

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
} as unknown as RegistrationInput;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function RegistrationFormPage() {
  const sendRegistration = useSendRegistration();
  const [sent, setSent] = useState<string | null>(null);
  const form = useAppForm({
    schema: loadSchema,
    defaultValues: emptyRegistration,
    replayable: true,
    failure: 'The registration was not sent.',
    submit: async (values, { reset }) => {
      const { message } = await sendRegistration.mutateAsync(values);
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
  const select = (name: keyof RegistrationInput, label: string, options: readonly string[]) => (
    <Field label={label} error={errors[name]?.message}>
      {(control) => (
        <select {...control} {...register(name)} className="input">
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {capitalised(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <>
      <PageIntro title={pages.registrationForm.title}>
        Tell us about yourself and the class you are in, and we will get in touch about admission.
      </PageIntro>
      <div className="page-container pb-20">
        <div className="mx-auto max-w-4xl">
          {sent ? (
            <div role="status" className="card text-center">
              <p className="text-ink text-xl font-bold">Registration received</p>
              <p className="mt-2 text-slate-600">{sent}</p>
              <button type="button" className="btn btn-outline mt-6" onClick={() => setSent(null)}>
                Register another student
              </button>
            </div>
          ) : (
            <form {...form.formProps} className="card grid gap-5 md:grid-cols-2">
              {text('name', 'Student Name', 'name')}
              {text('fatherName', 'Father Name')}
              {select('classs', 'Class', classOptions)}
              {select('mode', 'Mode', modeOptions)}
              {text('school', 'School Name')}
              {select('gender', 'Gender', genderOptions)}
              <Field label="Date of Birth" error={errors.DOB?.message}>
                {(control) => (
                  <input {...control} {...register('DOB')} type="date" className="input" />
                )}
              </Field>
              <MobileField
                label="Contact Number"
                registration={register('contact')}
                error={errors.contact?.message}
              />
              <div className="md:col-span-2">{text('Address', 'Address', 'address-line1')}</div>
              {text('State', 'State', 'address-level1')}
              {text('city', 'City', 'address-level2')}
              <Honeypot registration={register('website')} />
              <div className="md:col-span-2">
                <SubmitButton pending={form.pending}>Register</SubmitButton>
              </div>
            </form>
          )}
        </div>
      </div>
    </>
  );
}
