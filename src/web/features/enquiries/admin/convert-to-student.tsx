import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { languageNames } from '#common/languages';
import { registrationConvertSchema, type RegistrationDto } from '#common/schemas/registrations';
import { Field } from '#web/components/field';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useConvertRegistration } from '../api/convert-registration';
import './messages';

/**
 * Under a registration's notes: once it is Joined, make the student's account; they get an
 * e-mail to set their password. `afterwards` is what the route offers once the account exists
 * (adding the father as a guardian).
 */
export function ConvertToStudent({
  registration,
  afterwards,
}: {
  registration: RegistrationDto;
  afterwards?: ReactNode;
}) {
  const { t } = useLingui();
  const convert = useConvertRegistration();
  const form = useAppForm({
    schema: registrationConvertSchema,
    defaultValues: { email: '' },
    failure: t`The account was not made.`,
    submit: async ({ email }) => {
      await convert.mutateAsync({ id: registration._id, email });
      toast.success(t`Account made; ${email} will get a link to set a password.`);
    },
  });

  if (registration.userId)
    return (
      <div className="mt-6">
        <p className="text-sm font-semibold text-green-800">
          <Trans>Student account made.</Trans>
        </p>
        {afterwards}
      </div>
    );
  if (registration.status !== 'joined')
    return (
      <p className="mt-6 text-sm text-slate-500">
        <Trans>Mark the registration Joined to make a student account from it.</Trans>
      </p>
    );

  return (
    <form
      {...form.formProps}
      className="border-brand-100 bg-brand-50 mt-6 space-y-2 rounded-xl border p-4"
    >
      <h3 className="font-bold">
        <Trans>Make a student account</Trans>
      </h3>
      <p className="text-sm text-slate-600">
        <Trans>
          The account and its welcome e-mail will be in {languageNames[registration.language]}, the
          language of the page the registration was sent from.
        </Trans>
      </p>
      <Field label={t`Student's e-mail`} error={form.errors.email?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('email')}
            type="email"
            inputMode="email"
            className="input"
          />
        )}
      </Field>
      <SubmitButton pending={form.pending}>
        <Trans>Make Student Account</Trans>
      </SubmitButton>
    </form>
  );
}
