import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicSiteSettings } from '#common/schemas/site-settings';
import { api } from '../../../lib/api';
import { siteSettingsQuery } from '../../../lib/site-settings';

function replaceBanner({ position, image }: { position: number; image: File }) {
  const form = new FormData();
  form.set('image', image);
  return api.put<PublicSiteSettings>(`/settings/banner/${position}`, form, { quiet: true });
}

/** PUT /settings/banner/{n}: one of the home page's three banner pictures. */
export function useReplaceBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceBanner,
    onSuccess: ({ data }) => {
      if (data) queryClient.setQueryData(siteSettingsQuery.queryKey, data);
    },
  });
}
