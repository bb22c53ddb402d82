import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CertificateDto } from '#common/schemas/certificates';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';
import { certificateKeys } from './certificate-keys';

async function getCertificates(
  page: number,
  search: string,
  signal: AbortSignal,
): Promise<RowsPage<CertificateDto>> {
  const query = new URLSearchParams({ page: String(page) });
  if (search) query.set('search', search);
  const { data } = await api.get<{ certificates: CertificateDto[]; Pages?: number }>(
    `/certificate?${query.toString()}`,
    { quiet: true, signal },
  );
  return { rows: data?.certificates ?? [], pages: pageCountOf(data?.Pages), page };
}

/** One page of certificates, newest first, narrowed by a name or number (admin). */
export const certificatesPageQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: certificateKeys.page(page, search),
    queryFn: ({ signal }) => getCertificates(page, search, signal),
    placeholderData: keepPreviousData,
  });
