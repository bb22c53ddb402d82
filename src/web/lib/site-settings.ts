import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultSiteSettings, type SiteSettings } from '#common/site-settings';
import { api } from './api';

/** The settings record plus what the server says about its own configuration. */
export interface PublicSiteSettings extends SiteSettings {
  /** Whether Login with Google is configured. */
  googleSignIn?: boolean;
  /** Whether the built-in test payment provider is active (payments are simulated). */
  testPayments?: boolean;
}

async function getSiteSettings(signal: AbortSignal): Promise<PublicSiteSettings> {
  const { data } = await api.get<PublicSiteSettings>('/settings', { quiet: true, signal });
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
export function useSiteSettings(): PublicSiteSettings {
  return useQuery(siteSettingsQuery).data;
}
