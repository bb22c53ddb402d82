import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicSiteSettings } from '#common/schemas/site-settings';
import { api } from '#web/lib/api';
import { siteSettingsQuery } from '#web/lib/site-settings';

const setHoldReviews = (hold: boolean) =>
  api.patch<PublicSiteSettings>('/settings', { holdReviewsForApproval: hold }, { quiet: true });

/**
 * PATCH /settings: whether new reviews wait for an admin. The answer is the new record; it is
 * kept as is, since browsers may cache GET /settings for a minute.
 */
export function useSetHoldReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHoldReviews,
    onSuccess: ({ data }) => {
      if (data) queryClient.setQueryData(siteSettingsQuery.queryKey, data);
    },
  });
}
