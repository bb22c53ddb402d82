import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultSiteSettings, type SiteSettings } from '#common/site-settings';
import { api } from './api';

async function getSiteSettings(signal: AbortSignal): Promise<SiteSettings> {
  const { data } = await api.get<SiteSettings>('/settings', { quiet: true, signal });
  return data ?? defaultSiteSettings;
}

export const siteSettingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => getSiteSettings(signal),
  // The defaults render at once; the stored record replaces them when it arrives.
  initialData: defaultSiteSettings,
  initialDataUpdatedAt: 0,
  staleTime: 5 * 60_000,
});

/** Institute facts (name, phone, hours, social links …) for any screen. */
export function useSiteSettings(): SiteSettings {
  return useQuery(siteSettingsQuery).data;
}
