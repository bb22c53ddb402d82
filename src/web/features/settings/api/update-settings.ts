import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PublicSiteSettings, siteSettingsUpdateSchema } from '#common/schemas/site-settings';
import { api } from '#web/lib/api';
import { siteSettingsQuery } from '#web/lib/site-settings';

export type SettingsUpdate = z.input<typeof siteSettingsUpdateSchema>;

const updateSettings = (values: SettingsUpdate) =>
  api.patch<PublicSiteSettings>('/settings', values, { quiet: true });

/** PATCH /settings; the record the server answers with is what every page shows from now on. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: ({ data }) => {
      if (data) queryClient.setQueryData(siteSettingsQuery.queryKey, data);
    },
  });
}
