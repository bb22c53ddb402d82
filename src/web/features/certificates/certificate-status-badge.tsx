import type { CertificateVerification } from '#common/schemas/certificates';

/** "Valid" in green or "Revoked" in red. */
export function CertificateStatusBadge({ status }: Pick<CertificateVerification, 'status'>) {
  return status === 'valid' ? (
    <span className="inline-flex rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
      Valid
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-800">
      Revoked
    </span>
  );
}
