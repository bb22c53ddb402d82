import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { messageKeys } from './message-keys';

const resendMessage = (id: string) =>
  api.post<{ _id: string }>(`/notifications/messages/${encodeURIComponent(id)}/resend`, undefined, {
    quiet: true,
  });

/** POST /notifications/messages/{id}/resend: queue a failed message again. */
export const useResendMessage = () => useWrite(resendMessage, messageKeys.all);
