import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicSiteSettings } from '#common/schemas/site-settings';
import { api } from '#web/lib/api';
import { siteSettingsQuery } from '#web/lib/site-settings';

/** Which picture: one of the home banner's three, the footer's sample certificate, or the invoices' signature. */
export type PictureSlot = `banner/${1 | 2 | 3}` | 'sample-certificate' | 'invoice-signature';

function replacePicture({ slot, image }: { slot: PictureSlot; image: File }) {
  const form = new FormData();
  form.set('image', image);
  return api.put<PublicSiteSettings>(`/settings/${slot}`, form, { quiet: true });
}

/** PUT /settings/banner/{n}, /settings/sample-certificate or /settings/invoice-signature. */
export function useReplacePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replacePicture,
    onSuccess: ({ data }) => {
      if (data) queryClient.setQueryData(siteSettingsQuery.queryKey, data);
    },
  });
}
