import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDate } from '#common/format';
import { certificateRevokeSchema, type CertificateDto } from '#common/schemas/certificates';
import { Field } from '#web/components/field';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useRestoreCertificate } from '../api/restore-certificate';
import { useRevokeCertificate } from '../api/revoke-certificate';
import { CertificateStatusBadge } from '../check/certificate-status-badge';
import './messages';

function RevokeForm({ certificate }: { certificate: CertificateDto }) {
  const { t } = useLingui();
  const revoke = useRevokeCertificate();
  const form = useAppForm({
    schema: certificateRevokeSchema,
    defaultValues: { reason: '' },
    failure: t`The status was not changed.`,
    submit: async ({ reason }) => {
      const { message } = await revoke.mutateAsync({ id: certificate._id, reason });
      toast.success(message ?? t`Certificate revoked`);
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      <Field
        label={t`Reason for revoking`}
        hint={t`Shown on the verification page beside the word Revoked.`}
        error={form.errors.reason?.message}
      >
        {(control) => (
          <textarea {...control} {...form.register('reason')} rows={3} className="input" />
        )}
      </Field>
      <SubmitButton pending={form.pending} className="btn bg-red-600 text-white hover:bg-red-700">
        <Trans>Revoke Certificate</Trans>
      </SubmitButton>
    </form>
  );
}

function RestoreButton({ certificate }: { certificate: CertificateDto }) {
  const { t } = useLingui();
  const restore = useRestoreCertificate();
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      const { message } = await restore.mutateAsync(certificate._id);
      toast.success(message ?? t`Certificate restored`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`The status was not changed.`);
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
      {pending ? t`Loading...` : t`Restore Certificate`}
    </button>
  );
}

/** Whether the certificate verifies as valid: revoke it with a reason, or restore it. */
export function CertificateStatusForm({ certificate }: { certificate: CertificateDto }) {
  const revokedOn = certificate.revokedAt ? formatDate(certificate.revokedAt) : '';
  const { revokedReason } = certificate;
  return (
    <section className="card space-y-4" aria-labelledby="status-form">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="status-form" className="text-lg font-bold">
          <Trans>Status</Trans>
        </h2>
        <CertificateStatusBadge status={certificate.status} />
      </div>
      {certificate.status === 'revoked' ? (
        <>
          <p className="text-slate-700">
            <Trans>
              Revoked on {revokedOn}: {revokedReason}
            </Trans>
          </p>
          <RestoreButton certificate={certificate} />
        </>
      ) : (
        <RevokeForm certificate={certificate} />
      )}
    </section>
  );
}
