import { useState, type FormEvent } from 'react';
import type { RegistrationDto } from '#common/schemas/registrations';
import { toast } from '../../lib/toast';
import { useConvertRegistration } from './api/convert-registration';

/**
 * Under a registration's notes: once it is Joined, make the student's account; they get an
 * e-mail to set their password.
 */
export function ConvertToStudent({ registration }: { registration: RegistrationDto }) {
  const convert = useConvertRegistration();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');

  if (registration.userId)
    return <p className="mt-6 text-sm font-semibold text-green-800">Student account made.</p>;
  if (registration.status !== 'joined')
    return (
      <p className="mt-6 text-sm text-slate-500">
        Mark the registration Joined to make a student account from it.
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await convert.mutateAsync({ id: registration._id, email });
      toast.success(`Account made; ${email} will get a link to set a password.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The account was not made.');
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="border-brand-100 bg-brand-50 mt-6 space-y-2 rounded-xl border p-4"
    >
      <h3 className="font-bold">Make a student account</h3>
      <label htmlFor={`convert-${registration._id}`} className="block text-sm font-semibold">
        Student&apos;s e-mail
      </label>
      <input
        id={`convert-${registration._id}`}
        type="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={`convert-${registration._id}-error`}
        className="input"
      />
      <p
        id={`convert-${registration._id}-error`}
        className="text-sm font-medium text-red-700 empty:hidden"
      >
        {error}
      </p>
      <button type="submit" className="btn btn-primary" disabled={convert.isPending}>
        {convert.isPending ? 'Loading...' : 'Make Student Account'}
      </button>
    </form>
  );
}
