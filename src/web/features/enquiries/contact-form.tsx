import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { contactMessages } from '#common/contacts';
import { EmailField } from '#web/components/email-field';
import { Field } from '#web/components/field';
import { SubmitButton } from '#web/components/submit-button';
import { useAppForm } from '#web/lib/use-app-form';
import { useLanguage } from '#web/lib/use-language';
import { useSendContact } from './api/send-contact';
import { Honeypot } from './honeypot';
import './messages';

const emptyQuery = { name: '', email: '', subject: '', message: '', website: '' };

const loadSchema = async () => (await import('#common/schemas/contacts')).contactCreateSchema;

/** The Contact Us form; a failed send keeps what was typed. */
export function ContactForm() {
  const { t } = useLingui();
  const sendContact = useSendContact();
  // The acknowledgement is written in the page's language.
  const language = useLanguage();
  const [sent, setSent] = useState<string | null>(null);
  const form = useAppForm({
    schema: loadSchema,
    defaultValues: emptyQuery,
    replayable: true,
    failure: t`Failed to send message.`,
    submit: async (values, { reset }) => {
      const { message } = await sendContact.mutateAsync({ ...values, language });
      setSent(message ?? contactMessages.sent);
      reset(emptyQuery);
    },
  });
  const { register, errors } = form;

  if (sent)
    return (
      <div role="status" className="card text-center">
        <p className="text-ink text-xl font-bold">
          <Trans>Message sent</Trans>
        </p>
        <p className="mt-2 text-slate-600">{sent}</p>
        <button type="button" className="btn btn-outline mt-6" onClick={() => setSent(null)}>
          <Trans>Send another message</Trans>
        </button>
      </div>
    );

  return (
    <form {...form.formProps} className="card space-y-5 self-start">
      <h2 className="text-xl font-bold">
        <Trans>Send us a message</Trans>
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t`Name`} error={errors.name?.message}>
          {(control) => (
            <input {...control} {...register('name')} autoComplete="name" className="input" />
          )}
        </Field>
        <EmailField
          label={t`Email`}
          registration={register('email')}
          error={errors.email?.message}
        />
      </div>
      <Field label={t`Subject`} error={errors.subject?.message}>
        {(control) => <input {...control} {...register('subject')} className="input" />}
      </Field>
      <Field label={t`Message`} error={errors.message?.message}>
        {(control) => <textarea {...control} {...register('message')} rows={6} className="input" />}
      </Field>
      <Honeypot label={t`Website`} registration={register('website')} />
      <SubmitButton pending={form.pending}>
        <Trans>Send Message</Trans>
      </SubmitButton>
    </form>
  );
}
