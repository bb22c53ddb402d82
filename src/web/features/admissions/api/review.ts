import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdmissionStatus } from '#common/admissions';
import type { AdmissionDto } from '#common/schemas/admissions';
import type { ApiEnvelope } from '#common/api';
import { api } from '#web/lib/api';

/** The answer's data, which these routes always send. */
const dataOf = <T>({ data }: ApiEnvelope<T>) => data as T;

export interface AdmissionListItem {
  _id: string;
  status: AdmissionStatus;
  source: 'online' | 'desk';
  studentName: string;
  mobileNo: string;
  courseTitle: string | null;
  submittedAt: string | null;
  admissionNumber: string | null;
}

/** GET /admission?status=: the applications, newest first. */
export const useAdmissions = (status: AdmissionStatus | '') =>
  useQuery({
    queryKey: ['admissions', status],
    queryFn: async () =>
      dataOf(await api.get<AdmissionListItem[]>(`/admission${status ? `?status=${status}` : ''}`)),
  });

/** GET /admission/:id: one application to review. */
export const useAdmission = (id: string) =>
  useQuery({
    queryKey: ['admission', id],
    queryFn: async () =>
      dataOf(await api.get<AdmissionDto>(`/admission/${encodeURIComponent(id)}`)),
  });

/** POST /admission/desk: a walk-in's form; its token. */
export const useDeskAdmission = () =>
  useMutation({
    mutationFn: async (body: { mobileNo: string; registrationId?: string; enquiryId?: string }) =>
      dataOf(await api.post<{ token: string }>('/admission/desk', body, { quiet: true })).token,
  });

export type Decision =
  | { kind: 'accept'; batchId?: string; planId?: string }
  | { kind: 'correction'; note: string }
  | { kind: 'decline'; reason: string };

/** Accepts, sends back or declines the application. */
export function useDecideAdmission(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, ...body }: Decision) =>
      api.post<AdmissionDto>(`/admission/${encodeURIComponent(id)}/${kind}`, body, { quiet: true }),
    onSuccess: (answer) => {
      client.setQueryData(['admission', id], answer.data);
      void client.invalidateQueries({ queryKey: ['admissions'] });
    },
  });
}
