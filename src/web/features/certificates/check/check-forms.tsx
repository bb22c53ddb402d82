import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { FailureAlert } from '#web/components/failure-alert';
import { Field } from '#web/components/field';
import { SubmitButton } from '#web/components/submit-button';
import { paths } from '#common/paths';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useCheckCertificate } from '../api/check-certificate';
import './messages';

const byName = async () => (await import('#common/schemas/certificates')).certificateCheckSchema;
const byNumber = async () =>
  (await import('#common/schemas/certificates')).certificateNumberCheckSchema;

/**
 * A refusal no field shows (no such certificate) is toasted and also kept above the button until
 * the next check; one that names a field goes under it as on every form.
 */
function keepFailure(failure: string) {
  return <T extends FieldValues>(error: unknown, form: { setError: UseFormSetError<T> }) => {
    if (error instanceof ApiError && Object.keys(error.errors ?? {}).length > 0) return false;
    const message = error instanceof Error && error.message ? error.message : failure;
    toast.error(message);
    form.setError('root', { message });
    return true;
  };
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
  const { t } = useLingui();
  const send = useCheck();
  const failure = t`The certificate could not be checked.`;
  const form = useAppForm({
    schema: byName,
    defaultValues: { name: '', DOB: '' },
    replayable: true,
    failure,
    onFailure: keepFailure(failure),
    submit: send,
  });
  const { register, errors } = form;
  return (
    <form {...form.formProps} className="card space-y-5" aria-labelledby="by-name">
      <h2 id="by-name" className="text-xl font-bold">
        <Trans>Check by name and date of birth</Trans>
      </h2>
      <Field label={t`Student Name`} error={errors.name?.message}>
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
      <Field label={t`Date of Birth`} error={errors.DOB?.message}>
        {(control) => <input {...control} {...register('DOB')} type="date" className="input" />}
      </Field>
      <FailureAlert message={errors.root?.message} />
      <SubmitButton pending={form.pending}>
        <Trans>Check Certificate</Trans>
      </SubmitButton>
    </form>
  );
}

/** The number printed on the certificate, such as VCI-2025-000123. */
export function NumberCheckForm() {
  const { t } = useLingui();
  const send = useCheck();
  const failure = t`The certificate could not be checked.`;
  const form = useAppForm({
    schema: byNumber,
    defaultValues: { number: '' },
    replayable: true,
    failure,
    onFailure: keepFailure(failure),
    submit: send,
  });
  const { register, errors } = form;
  return (
    <form {...form.formProps} className="card space-y-5" aria-labelledby="by-number">
      <h2 id="by-number" className="text-xl font-bold">
        <Trans>Or check by certificate number</Trans>
      </h2>
      <Field
        label={t`Certificate Number`}
        hint={t`Printed beside the QR code, such as VCI-2025-000123.`}
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
      <SubmitButton pending={form.pending}>
        <Trans>Check Number</Trans>
      </SubmitButton>
    </form>
  );
}
