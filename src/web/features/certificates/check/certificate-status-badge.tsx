import { Trans } from '@lingui/react/macro';
import type { CertificateVerification } from '#common/schemas/certificates';
import './messages';

/** "Valid" in green or "Revoked" in red. */
export function CertificateStatusBadge({ status }: Pick<CertificateVerification, 'status'>) {
  return status === 'valid' ? (
    <span className="inline-flex rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
      <Trans>Valid</Trans>
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-800">
      <Trans>Revoked</Trans>
    </span>
  );
}
