import { queryOptions } from '@tanstack/react-query';
import type { CertificateVerification } from '#common/schemas/certificates';
import { api, ApiError, isNotFound } from '#web/lib/api';
import { certificateKeys, certificatePath } from './certificate-keys';

async function getVerification(fileId: string, signal: AbortSignal) {
  const { data } = await api.get<CertificateVerification>(
    `/certificate/verify/${certificatePath(fileId)}`,
    { quiet: true, signal },
  );
  if (!data) throw new ApiError(404, 'Certificate not found.');
  return data;
}

/** What a verification address shows; always asked afresh, as a revocation must show at once. */
export const verificationQuery = (fileId: string) =>
  queryOptions({
    queryKey: certificateKeys.verification(fileId),
    queryFn: ({ signal }) => getVerification(fileId, signal),
    staleTime: 0,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
