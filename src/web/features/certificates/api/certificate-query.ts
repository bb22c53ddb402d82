import { queryOptions } from '@tanstack/react-query';
import type { CertificateDetail } from '#common/schemas/certificates';
import { api, ApiError, isNotFound } from '#web/lib/api';
import { certificateKeys, certificatePath } from './certificate-keys';

async function getCertificate(id: string, signal: AbortSignal): Promise<CertificateDetail> {
  const { data } = await api.get<CertificateDetail>(
    `/certificate/single-certificate/${certificatePath(id)}`,
    { quiet: true, signal },
  );
  if (!data) throw new ApiError(404, 'Certificate not found.');
  return data;
}

/** One certificate with its history (admin); a missing one fails with a 404, not retried. */
export const certificateQuery = (id: string) =>
  queryOptions({
    queryKey: certificateKeys.item(id),
    queryFn: ({ signal }) => getCertificate(id, signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
