import { queryOptions } from '@tanstack/react-query';
import type { AttendanceReport, MyAttendance, Register } from '#common/schemas/attendance-reports';
import { api } from '#web/lib/api';

const batchPath = (batchId: string) => `/course/batch/${encodeURIComponent(batchId)}`;

/** GET /course/batch/{id}/attendance-report (admin). */
export const attendanceReportQuery = (batchId: string) =>
  queryOptions({
    queryKey: ['attendance', 'report', batchId] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<AttendanceReport>(`${batchPath(batchId)}/attendance-report`, {
        quiet: true,
        signal,
      });
      if (!data) throw new Error('no report');
      return data;
    },
  });

/** GET /course/batch/{id}/register?month= (admin); `.csv` and `.pdf` beside it download. */
export const registerQuery = (batchId: string, month: string) =>
  queryOptions({
    queryKey: ['attendance', 'register', batchId, month] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<Register>(`${batchPath(batchId)}/register?month=${month}`, {
        quiet: true,
        signal,
      });
      if (!data) throw new Error('no register');
      return data;
    },
  });
export const registerFile = (batchId: string, month: string, kind: 'csv' | 'pdf') =>
  `${batchPath(batchId)}/register.${kind}?month=${month}`;

/** PUT /course/batch/{id}/certificate-minimum (admin). */
export const putCertificateMinimum = (batchId: string, percent: number | null) =>
  api.put<{ percent: number | null }>(`${batchPath(batchId)}/certificate-minimum`, { percent });

/** GET /course/my-attendance (student): their own attendance in each batch. */
export const myAttendanceQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['attendance', 'mine', userId] as const,
    queryFn: async ({ signal }) =>
      (await api.get<MyAttendance>('/course/my-attendance', { quiet: true, signal })).data
        ?.batches ?? [],
  });
