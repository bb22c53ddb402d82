import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Field } from '../../components/field';
import { SubmitButton } from '../../components/submit-button';
import { applyServerErrors } from '../../lib/form-errors';
import { paths } from '#common/paths';
import { toast } from '../../lib/toast';
import { useCheckCertificate } from './api/check-certificate';
import { useReplayableForm } from '../../lib/use-replayable-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

const checkByName = lazyZodResolver(
  async () => (await import('#common/schemas/certificates')).certificateCheckSchema,
);
const checkByNumber = lazyZodResolver(
  async () => (await import('#common/schemas/certificates')).certificateNumberCheckSchema,
);

/** Sends a check; success opens the verification page, failure toasts the server's message. */
function useCheck() {
  const check = useCheckCertificate();
  const navigate = useNavigate();
  return async (values: Parameters<typeof check.mutateAsync>[0]) => {
    const { data } = await check.mutateAsync(values);
    if (data) await navigate(paths.certificateVerification.getHref(data.fileId));
  };
}

const failed = (error: unknown) =>
  toast.error(error instanceof Error ? error.message : 'The certificate could not be checked.');

/** Student name (upper-cased before sending) and date of birth. */
export function NameCheckForm() {
  const send = useCheck();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: checkByName.resolver,
    defaultValues: { name: '', DOB: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      applyServerErrors(error, setError, ['name', 'DOB']);
      failed(error);
    }
  });
  const replayable = useReplayableForm(onSubmit);
  return (
    <form
      {...checkByName.preload}
      {...replayable}
      noValidate
      className="card space-y-5"
      aria-labelledby="by-name"
    >
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
      <SubmitButton pending={isSubmitting}>Check Certificate</SubmitButton>
    </form>
  );
}

/** The number printed on the certificate, such as VCI-2025-000123. */
export function NumberCheckForm() {
  const send = useCheck();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: checkByNumber.resolver, defaultValues: { number: '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      applyServerErrors(error, setError, ['number']);
      failed(error);
    }
  });
  const replayable = useReplayableForm(onSubmit);
  return (
    <form
      {...checkByNumber.preload}
      {...replayable}
      noValidate
      className="card space-y-5"
      aria-labelledby="by-number"
    >
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
      <SubmitButton pending={isSubmitting}>Check Number</SubmitButton>
    </form>
  );
}
