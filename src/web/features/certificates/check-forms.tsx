import { useNavigate } from 'react-router';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { FailureAlert } from '#web/components/failure-alert';
import { Field } from '#web/components/field';
import { SubmitButton } from '#web/components/submit-button';
import { paths } from '#common/paths';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useCheckCertificate } from './api/check-certificate';

const byName = async () => (await import('#common/schemas/certificates')).certificateCheckSchema;
const byNumber = async () =>
  (await import('#common/schemas/certificates')).certificateNumberCheckSchema;

const failure = 'The certificate could not be checked.';

/**
 * A refusal no field shows (no such certificate) is toasted and also kept above the button until
 * the next check; one that names a field goes under it as on every form.
 */
function keepFailure<T extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<T> },
) {
  if (error instanceof ApiError && Object.keys(error.errors ?? {}).length > 0) return false;
  const message = error instanceof Error && error.message ? error.message : failure;
  toast.error(message);
  form.setError('root', { message });
  return true;
}

/** Sends a check; success opens the verification page. */
function useCheck() {
  const check = useCheckCertificate();
  const navigate = useNavigate();
  return async (values: Parameters<typeof check.mutateAsync>[0]) => {
    const { data } = await check.mutateAsync(values);
    if (data) await navigate(paths.certificateVerification.getHref(data.fileId));
  };
}

/** Student name (upper-cased before sending) and date of birth. */
export function NameCheckForm() {
  const send = useCheck();
  const form = useAppForm({
    schema: byName,
    defaultValues: { name: '', DOB: '' },
    replayable: true,
    failure,
    onFailure: keepFailure,
    submit: send,
  });
  const { register, errors } = form;
  return (
    <form {...form.formProps} className="card space-y-5" aria-labelledby="by-name">
      <h2 id="by-name" className="text-xl font-bold">
        Check by name and date of birth
      </h2>
      <Field label="Student Name" error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            {...register('name')}
            autoComplete="name"
            autoCapitalize="characters"
            className="input uppercase"
          />
        )}
      </Field>
      <Field label="Date of Birth" error={errors.DOB?.message}>
        {(control) => <input {...control} {...register('DOB')} type="date" className="input" />}
      </Field>
      <FailureAlert message={errors.root?.message} />
      <SubmitButton pending={form.pending}>Check Certificate</SubmitButton>
    </form>
  );
}

/** The number printed on the certificate, such as VCI-2025-000123. */
export function NumberCheckForm() {
  const send = useCheck();
  const form = useAppForm({
    schema: byNumber,
    defaultValues: { number: '' },
    replayable: true,
    failure,
    onFailure: keepFailure,
    submit: send,
  });
  const { register, errors } = form;
  return (
    <form {...form.formProps} className="card space-y-5" aria-labelledby="by-number">
      <h2 id="by-number" className="text-xl font-bold">
        Or check by certificate number
      </h2>
      <Field
        label="Certificate Number"
        hint="Printed beside the QR code, such as VCI-2025-000123."
        error={errors.number?.message}
      >
        {(control) => (
          <input
            {...control}
            {...register('number')}
            autoCapitalize="characters"
            spellCheck={false}
            className="input uppercase"
          />
        )}
      </Field>
      <FailureAlert message={errors.root?.message} />
      <SubmitButton pending={form.pending}>Check Number</SubmitButton>
    </form>
  );
}
