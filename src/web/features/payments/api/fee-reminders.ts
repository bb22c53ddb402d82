import { queryOptions } from '@tanstack/react-query';
import type {
  ReminderPauseInput,
  ReminderSent,
  StudentReminders,
} from '#common/schemas/fee-reminders';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { moneyKey } from './money-keys';

/** The fee's student: whether their reminders are paused, and who each reminder went to (admin). */
export const feeRemindersQuery = (feeId: string) =>
  queryOptions({
    queryKey: [...moneyKey, 'reminders', feeId],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<StudentReminders>(
        `/payment/schedule/${encodeURIComponent(feeId)}/reminders`,
        { quiet: true, signal },
      );
      if (!data) throw new Error('No reminders');
      return data;
    },
  });

/** PUT /payment/reminders/:studentId/pause: pauses a student's reminders, or resumes them. */
export const usePauseReminders = (studentId: string) =>
  useWrite(
    (input: ReminderPauseInput) =>
      api.put<StudentReminders>(
        `/payment/reminders/${encodeURIComponent(studentId)}/pause`,
        input,
        { quiet: true },
      ),
    moneyKey,
  );

/** POST /payment/schedule/:feeId/parts/:seq/remind: sends a part's reminder now. */
export const useRemindNow = (feeId: string) =>
  useWrite(async (seq: number) => {
    const { data } = await api.post<ReminderSent>(
      `/payment/schedule/${encodeURIComponent(feeId)}/parts/${seq}/remind`,
      undefined,
      { quiet: true },
    );
    if (!data) throw new Error('No reminder');
    return data;
  }, moneyKey);
