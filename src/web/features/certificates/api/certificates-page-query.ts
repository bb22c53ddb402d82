import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CertificateDto } from '#common/schemas/certificates';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';
import { certificateKeys } from './certificate-keys';

async function getCertificates(
  page: number,
  view: string,
  signal: AbortSignal,
): Promise<RowsPage<CertificateDto>> {
  const { data } = await api.get<{
    certificates: CertificateDto[];
    Pages?: number;
    more?: boolean;
  }>(`/certificate?page=${page}&${view}`, { quiet: true, signal });
  return {
    rows: data?.certificates ?? [],
    pages: pageCountOf(data?.Pages),
    page,
    more: data?.more,
  };
}

/** One page of the certificates the view asks for, newest first by default (admin). */
export const certificatesPageQuery = (page: number, view: string) =>
  queryOptions({
    queryKey: certificateKeys.page(page, view),
    queryFn: ({ signal }) => getCertificates(page, view, signal),
    placeholderData: keepPreviousData,
  });
