import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { CertificateVerification } from '#common/schemas/certificates';
import { certificateKeys } from '../api/certificate-keys';
import './messages';

/**
 * The signed credential checked in the browser with the institute's published key and status
 * list; `jose` is loaded only here, when the page needs it.
 */
export function CredentialCheck({ certificate }: { certificate: CertificateVerification }) {
  const query = useQuery({
    queryKey: [...certificateKeys.all, 'credential', certificate.credentialUrl, certificate.status],
    queryFn: async () => {
      const { verifyCredential } = await import('./verify-credential');
      return verifyCredential(certificate.credentialUrl, certificate.issuer);
    },
    staleTime: 0,
    retry: false,
  });
  const issuerDomain = query.data?.issuerDomain;
  return (
    <section className="card space-y-4" aria-labelledby="signed-credential">
      <h2 id="signed-credential" className="text-lg font-bold">
        <Trans>Signed credential</Trans>
      </h2>
      <div role="status" className="space-y-2">
        {query.status === 'pending' && (
          <p className="text-slate-600">
            <Trans>Checking the signature…</Trans>
          </p>
        )}
        {query.status === 'error' && (
          <p className="font-semibold text-red-800">
            <Trans>
              The signed credential could not be verified with the institute’s published key.
            </Trans>
          </p>
        )}
        {query.status === 'success' && (
          <>
            <p className="font-semibold text-green-800">
              <Trans>Signature verified in your browser with the institute’s published key.</Trans>
            </p>
            <p className={query.data.revoked ? 'font-semibold text-red-800' : 'text-ink'}>
              {query.data.revoked ? (
                <Trans>The institute’s status list marks this credential as revoked.</Trans>
              ) : (
                <Trans>The institute’s status list shows it is not revoked.</Trans>
              )}
            </p>
            <p className="text-ink">
              <Trans>
                Verified issuer: <strong>{issuerDomain}</strong>
              </Trans>
            </p>
          </>
        )}
      </div>
      <p className="text-sm text-slate-600">
        <Trans>
          An Open Badges 3.0 credential (a W3C Verifiable Credential, signed with Ed25519) that
          digital wallets and verifiers can check without asking the institute.
        </Trans>
      </p>
      <a href={certificate.credentialUrl} download className="btn btn-outline">
        <Trans>Download credential</Trans>
      </a>
    </section>
  );
}
