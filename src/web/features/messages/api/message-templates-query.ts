import { queryOptions } from '@tanstack/react-query';
import type { MessageTemplateDto } from '#common/schemas/message-templates';
import { api } from '#web/lib/api';
import { messageKeys } from './message-keys';

/** Every event's template: the saved texts and names, and the code's defaults (admin). */
export const messageTemplatesQuery = queryOptions({
  queryKey: messageKeys.templates,
  queryFn: async ({ signal }) => {
    const { data } = await api.get<MessageTemplateDto[]>('/notifications/templates', {
      quiet: true,
      signal,
    });
    return data ?? [];
  },
});
