import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContactDto } from '#common/schemas/contacts';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';
import { enquiryKeys } from './enquiry-keys';

async function getContacts(
  page: number,
  view: string,
  signal: AbortSignal,
): Promise<RowsPage<ContactDto>> {
  const { data } = await api.post<{ contacts: ContactDto[]; Pages?: number; more?: boolean }>(
    `/contact?page=${page}&${view}`,
    undefined,
    { quiet: true, signal },
  );
  return { rows: data?.contacts ?? [], pages: pageCountOf(data?.Pages), page, more: data?.more };
}

/** One page of contact queries, newest first, as the view asks (admin). */
export const contactsPageQuery = (page: number, view: string) =>
  queryOptions({
    queryKey: enquiryKeys.page('contact', page, view),
    queryFn: ({ signal }) => getContacts(page, view, signal),
    placeholderData: keepPreviousData,
  });
