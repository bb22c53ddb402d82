import { useState } from 'react';
import { formatDate } from '#common/format';
import { certificateRevokeSchema, type CertificateDto } from '#common/schemas/certificates';
import { Field } from '#web/components/field';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useRestoreCertificate } from './api/restore-certificate';
import { useRevokeCertificate } from './api/revoke-certificate';
import { CertificateStatusBadge } from './check/certificate-status-badge';

const failed = (error: unknown) =>
  toast.error(error instanceof Error ? error.message : 'The status was not changed.');

function RevokeForm({ certificate }: { certificate: CertificateDto }) {
  const revoke = useRevokeCertificate();
  const form = useAppForm({
    schema: certificateRevokeSchema,
    defaultValues: { reason: '' },
    failure: 'The status was not changed.',
    submit: async ({ reason }) => {
      const { message } = await revoke.mutateAsync({ id: certificate._id, reason });
      toast.success(message ?? 'Certificate revoked');
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      <Field
        label="Reason for revoking"
        hint="Shown on the verification page beside the word Revoked."
        error={form.errors.reason?.message}
      >
        {(control) => (
          <textarea {...control} {...form.register('reason')} rows={3} className="input" />
        )}
      </Field>
      <SubmitButton pending={form.pending} className="btn bg-red-600 text-white hover:bg-red-700">
        Revoke Certificate
      </SubmitButton>
    </form>
  );
}

function RestoreButton({ certificate }: { certificate: CertificateDto }) {
  const restore = useRestoreCertificate();
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      const { message } = await restore.mutateAsync(certificate._id);
      toast.success(message ?? 'Certificate restored');
    } catch (error) {
      failed(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-outline"
      disabled={pending}
      onClick={() => void onClick()}
    >
      {pending ? 'Loading...' : 'Restore Certificate'}
    </button>
  );
}

/** Whether the certificate verifies as valid: revoke it with a reason, or restore it. */
export function CertificateStatusForm({ certificate }: { certificate: CertificateDto }) {
  return (
    <section className="card space-y-4" aria-labelledby="status-form">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="status-form" className="text-lg font-bold">
          Status
        </h2>
        <CertificateStatusBadge status={certificate.status} />
      </div>
      {certificate.status === 'revoked' ? (
        <>
          <p className="text-slate-700">
            Revoked on {formatDate(certificate.revokedAt ?? '')}: {certificate.revokedReason}
          </p>
          <RestoreButton certificate={certificate} />
        </>
      ) : (
        <RevokeForm certificate={certificate} />
      )}
    </section>
  );
}
