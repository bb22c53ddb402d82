import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RegistrationDto } from '#common/schemas/registrations';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';
import { enquiryKeys } from './enquiry-keys';

async function getRegistrations(
  page: number,
  view: string,
  signal: AbortSignal,
): Promise<RowsPage<RegistrationDto>> {
  const { data } = await api.post<{ data: RegistrationDto[]; Pages?: number; more?: boolean }>(
    `/register/getData?page=${page}&${view}`,
    undefined,
    { quiet: true, signal },
  );
  return { rows: data?.data ?? [], pages: pageCountOf(data?.Pages), page, more: data?.more };
}

/** One page of student registrations, newest first, as the view asks (admin). */
export const registrationsPageQuery = (page: number, view: string) =>
  queryOptions({
    queryKey: enquiryKeys.page('register', page, view),
    queryFn: ({ signal }) => getRegistrations(page, view, signal),
    placeholderData: keepPreviousData,
  });
