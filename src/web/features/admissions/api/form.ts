import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivateDocumentKind } from '#common/admissions';
import type { AdmissionDraft, AdmissionDto, AdmissionSetup } from '#common/schemas/admissions';
import type { Language } from '#common/languages';
import type { ApiEnvelope } from '#common/api';
import { api } from '#web/lib/api';

/** The answer's data, which these routes always send. */
const dataOf = <T>({ data }: ApiEnvelope<T>) => data as T;

const formAddress = (token: string) => `/admission/form/${encodeURIComponent(token)}`;
const formKey = (token: string) => ['admission-form', token];

/** GET /admission/setup: the form as the institute set it up, and the courses it offers. */
export const useAdmissionSetup = () =>
  useQuery({
    queryKey: ['admission-setup'],
    queryFn: async () => dataOf(await api.get<AdmissionSetup>('/admission/setup')),
  });

/** GET /admission/form/:token: the application its secret link opens. */
export const useAdmissionForm = (token: string) =>
  useQuery({
    queryKey: formKey(token),
    queryFn: async () => dataOf(await api.get<AdmissionDto>(formAddress(token), { quiet: true })),
    retry: false,
  });

/** POST /admission/code: a code to the number the form is for. */
export const useAdmissionCode = () =>
  useMutation({
    mutationFn: (body: { mobileNo: string; language: Language }) =>
      api.post('/admission/code', body, { quiet: true }),
  });

export interface StartBody {
  mobileNo: string;
  code: string;
  language: Language;
  registrationId?: string;
  enquiryId?: string;
}

/** POST /admission/start: the confirmed number opens a draft; its token. */
export const useStartAdmission = () =>
  useMutation({
    mutationFn: async (body: StartBody) =>
      dataOf(await api.post<{ token: string }>('/admission/start', body, { quiet: true })).token,
  });

/** The form's writes: save the answers, send it, upload the photo or a document. */
export function useAdmissionWrites(token: string) {
  const client = useQueryClient();
  const keep = (admission: AdmissionDto) => client.setQueryData(formKey(token), admission);
  const save = useMutation({
    mutationFn: async (answers: AdmissionDraft) =>
      dataOf(await api.put<AdmissionDto>(formAddress(token), answers, { quiet: true })),
    onSuccess: keep,
  });
  const send = useMutation({
    mutationFn: async () =>
      dataOf(
        await api.post<AdmissionDto>(`${formAddress(token)}/submit`, undefined, { quiet: true }),
      ),
    onSuccess: keep,
  });
  const upload = useMutation({
    mutationFn: async ({ kind, file }: { kind: 'photo' | PrivateDocumentKind; file: Blob }) => {
      const body = new FormData();
      const path = kind === 'photo' ? '/photo' : `/documents/${kind}`;
      const name = file instanceof File ? file.name : 'photo.jpg';
      body.append(kind === 'photo' ? 'photo' : 'file', file, name);
      return dataOf(await api.post<AdmissionDto>(`${formAddress(token)}${path}`, body));
    },
    onSuccess: keep,
  });
  return { save, send, upload };
}
