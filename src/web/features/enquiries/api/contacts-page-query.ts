import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContactDto } from '#common/schemas/contacts';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';
import { enquiryKeys, listQuery, type EnquiryFilters } from './enquiry-keys';

async function getContacts(
  page: number,
  filters: EnquiryFilters,
  signal: AbortSignal,
): Promise<RowsPage<ContactDto>> {
  const { data } = await api.post<{ contacts: ContactDto[]; Pages?: number }>(
    `/contact?${listQuery(page, filters)}`,
    undefined,
    { quiet: true, signal },
  );
  return { rows: data?.contacts ?? [], pages: pageCountOf(data?.Pages), page };
}

/** One page of contact queries, newest first, narrowed by status and search (admin). */
export const contactsPageQuery = (page: number, filters: EnquiryFilters) =>
  queryOptions({
    queryKey: enquiryKeys.page('contact', page, filters),
    queryFn: ({ signal }) => getContacts(page, filters, signal),
    placeholderData: keepPreviousData,
  });
