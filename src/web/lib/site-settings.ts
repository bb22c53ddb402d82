import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSiteSettings } from '#common/schemas/site-settings';
import { defaultSiteSettings } from '#common/site-settings';
import { api } from './api';

/** Until the server answers: the default facts, no Google button, no test-mode notice. */
const initialSettings: PublicSiteSettings = {
  ...defaultSiteSettings,
  googleSignIn: false,
  testPayments: false,
};

async function getSiteSettings(signal: AbortSignal): Promise<PublicSiteSettings> {
  const { data } = await api.get<PublicSiteSettings>('/settings', { quiet: true, signal });
  return data ?? initialSettings;
}

export const siteSettingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => getSiteSettings(signal),
  // The defaults render at once; the stored record replaces them when it arrives.
  initialData: initialSettings,
  initialDataUpdatedAt: 0,
  staleTime: 5 * 60_000,
});

/** Institute facts (name, phone, hours, social links …) for any screen. */
export function useSiteSettings(): PublicSiteSettings {
  return useQuery(siteSettingsQuery).data;
}
