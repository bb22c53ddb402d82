import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RegistrationDto } from '#common/schemas/registrations';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';
import { enquiryKeys, listQuery, type EnquiryFilters } from './enquiry-keys';

async function getRegistrations(
  page: number,
  filters: EnquiryFilters,
  signal: AbortSignal,
): Promise<RowsPage<RegistrationDto>> {
  const { data } = await api.post<{ data: RegistrationDto[]; Pages?: number }>(
    `/register/getData?${listQuery(page, filters)}`,
    undefined,
    { quiet: true, signal },
  );
  return { rows: data?.data ?? [], pages: pageCountOf(data?.Pages), page };
}

/** One page of student registrations, newest first, narrowed by status and search (admin). */
export const registrationsPageQuery = (page: number, filters: EnquiryFilters) =>
  queryOptions({
    queryKey: enquiryKeys.page('register', page, filters),
    queryFn: ({ signal }) => getRegistrations(page, filters, signal),
    placeholderData: keepPreviousData,
  });
