import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdmissionFormSettings } from '#common/admission-form';
import { api } from '#web/lib/api';

const address = '/settings/admission-form';
const key = ['admission-form-settings'];

/** GET /settings/admission-form (admins): the admission form as it is set up. */
export const useAdmissionFormSettings = () =>
  useQuery({
    queryKey: key,
    queryFn: async () =>
      (await api.get<AdmissionFormSettings>(address)).data as AdmissionFormSettings,
  });

/** PUT /settings/admission-form: the form as the public page asks it from now on. */
export function useSaveAdmissionForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: AdmissionFormSettings) =>
      api.put<AdmissionFormSettings>(address, form, { quiet: true }),
    onSuccess: ({ data }) => {
      if (data) client.setQueryData(key, data);
      void client.invalidateQueries({ queryKey: ['admission-setup'] });
    },
  });
}
