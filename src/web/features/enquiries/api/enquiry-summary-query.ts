import { queryOptions } from '@tanstack/react-query';
import type { EnquirySummaryDto } from '#common/schemas/enquiries';
import { api } from '#web/lib/api';
import { enquiryKeys } from './enquiry-keys';

async function getSummary(signal: AbortSignal): Promise<EnquirySummaryDto> {
  const { data } = await api.get<EnquirySummaryDto>('/enquiries/summary', { quiet: true, signal });
  return data ?? { followUpsDue: 0, newThisWeek: 0 };
}

/** Follow-ups due and new enquiries this week, for the dashboard (admin). */
export const enquirySummaryQuery = queryOptions({
  queryKey: enquiryKeys.summary,
  queryFn: ({ signal }) => getSummary(signal),
});
