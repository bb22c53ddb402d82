import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatDate } from '#common/format';
import type { CertificateVerification } from '#common/schemas/certificates';
import { LoadError } from '#web/components/load-error';
import { PageIntro } from '#web/components/page-intro';
import { PageLoading } from '#web/components/page-loading';
import { StateMessage } from '#web/components/state-message';
import { isNotFound } from '#web/lib/api';
import { paths } from '#common/paths';
import { useSiteSettings } from '#web/lib/site-settings';
import { verificationQuery } from '../api/verification-query';
import { CertificateStatusBadge } from './certificate-status-badge';
import { CredentialCheck } from './credential-check';
import { linkedInLink } from './linkedin-link';
import { PdfFingerprintCheck } from './pdf-fingerprint-check';
import './messages';

function Facts({ certificate }: { certificate: CertificateVerification }) {
  const { t } = useLingui();
  const rows: [string, string][] = [
    [t`Student`, certificate.name],
    [t`Course`, certificate.course],
    ...(certificate.grade ? [[t`Grade`, certificate.grade] as [string, string]] : []),
    [t`Issued on`, formatDate(certificate.issueDate)],
    [t`Certificate number`, certificate.number],
  ];
  const revokedOn = certificate.revokedAt ? formatDate(certificate.revokedAt) : '';
  const { revokedReason } = certificate;
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-slate-500">{label}</dt>
          <dd className="text-ink font-semibold break-words">{value}</dd>
        </div>
      ))}
      <dt className="text-sm font-semibold text-slate-500">
        <Trans>Status</Trans>
      </dt>
      <dd>
        <CertificateStatusBadge status={certificate.status} />
        {certificate.status === 'revoked' && (
          <p className="mt-2 text-red-800">
            <Trans>
              Revoked on {revokedOn}. Reason: {revokedReason}
            </Trans>
          </p>
        )}
      </dd>
    </dl>
  );
}

function Verification({ certificate }: { certificate: CertificateVerification }) {
  const { t } = useLingui();
  const { name: institute } = useSiteSettings();
  const valid = certificate.status === 'valid';
  const { number } = certificate;
  return (
    <div className="page-container space-y-6 pb-20">
      <section className="card space-y-6" aria-labelledby="certificate-facts">
        <h2 id="certificate-facts" className="text-xl font-bold">
          {valid
            ? t`This certificate was issued by ${institute} and is valid.`
            : t`This certificate was revoked by ${institute} and is not valid.`}
        </h2>
        <Facts certificate={certificate} />
        <div className="flex flex-wrap gap-3">
          <a href={certificate.downloadUrl} download className="btn btn-primary">
            <Trans>Download</Trans>
          </a>
          {valid && (
            <a
              href={linkedInLink(certificate, institute)}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-outline"
            >
              <Trans>Add to LinkedIn</Trans>
            </a>
          )}
        </div>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <CredentialCheck certificate={certificate} />
        {certificate.pdfSha256 && <PdfFingerprintCheck fingerprint={certificate.pdfSha256} />}
      </div>
      <section className="card" aria-label={t`The certificate`}>
        <iframe
          src={certificate.pdfUrl}
          title={t`Certificate ${number} (PDF)`}
          className="h-[70vh] min-h-96 w-full rounded-lg border border-slate-200"
        />
      </section>
    </div>
  );
}

/** The page a certificate's QR code and a successful check lead to. */
export function CertificateVerificationPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const query = useQuery(verificationQuery(id));
  let content;
  if (query.status === 'pending') content = <PageLoading />;
  else if (query.status === 'error')
    content = (
      <div className="page-container pb-20">
        {isNotFound(query.error) ? (
          <StateMessage
            role="alert"
            title={t`No certificate has this address.`}
            action={
              <Link to={paths.certificateAuthentication.getHref()} className="btn btn-primary">
                <Trans>Check a certificate</Trans>
              </Link>
            }
          >
            <Trans>Check the address, or look the certificate up by name and date of birth.</Trans>
          </StateMessage>
        ) : (
          <LoadError
            title={t`The certificate could not be loaded.`}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  else content = <Verification certificate={query.data} />;
  return (
    <>
      <PageIntro title={t`Certificate Verification`}>
        <Trans>The institute’s own record of this certificate, as it stands today.</Trans>
      </PageIntro>
      {content}
    </>
  );
}
