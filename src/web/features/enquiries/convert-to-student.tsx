import { registrationConvertSchema, type RegistrationDto } from '#common/schemas/registrations';
import { Field } from '#web/components/field';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useConvertRegistration } from './api/convert-registration';

/**
 * Under a registration's notes: once it is Joined, make the student's account; they get an
 * e-mail to set their password.
 */
export function ConvertToStudent({ registration }: { registration: RegistrationDto }) {
  const convert = useConvertRegistration();
  const form = useAppForm({
    schema: registrationConvertSchema,
    defaultValues: { email: '' },
    failure: 'The account was not made.',
    submit: async ({ email }) => {
      await convert.mutateAsync({ id: registration._id, email });
      toast.success(`Account made; ${email} will get a link to set a password.`);
    },
  });

  if (registration.userId)
    return <p className="mt-6 text-sm font-semibold text-green-800">Student account made.</p>;
  if (registration.status !== 'joined')
    return (
      <p className="mt-6 text-sm text-slate-500">
        Mark the registration Joined to make a student account from it.
      </p>
    );

  return (
    <form
      {...form.formProps}
      className="border-brand-100 bg-brand-50 mt-6 space-y-2 rounded-xl border p-4"
    >
      <h3 className="font-bold">Make a student account</h3>
      <Field label="Student's e-mail" error={form.errors.email?.message}>
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
      <SubmitButton pending={form.pending}>Make Student Account</SubmitButton>
    </form>
  );
}
