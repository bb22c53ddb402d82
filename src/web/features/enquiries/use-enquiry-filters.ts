import { useSearchParams } from 'react-router';
import { enquiryStatuses } from '#common/schemas/enquiries';
import type { EnquiryFilters } from './api/enquiry-keys';

/** The admin list's status and search, kept in the address (`?status=…&q=…`). */
export function useEnquiryFilters(): [EnquiryFilters, (next: EnquiryFilters) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const filters = {
    status: (enquiryStatuses as readonly string[]).includes(status) ? status : '',
    q: params.get('q') ?? '',
  };
  // A new filter starts again from the first page.
  const setFilters = (next: EnquiryFilters) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      for (const [name, value] of Object.entries(next)) {
        if (value) updated.set(name, value);
        else updated.delete(name);
      }
      return updated;
    });
  return [filters, setFilters];
}
