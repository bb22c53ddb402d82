import type { NotificationEvent } from '#common/notifications';
import type { MessageTemplateDto, TemplateUpdate } from '#common/schemas/message-templates';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { messageKeys } from './message-keys';

const saveTemplate = ({ event, update }: { event: NotificationEvent; update: TemplateUpdate }) =>
  api.put<MessageTemplateDto>(`/notifications/templates/${event}`, update, { quiet: true });

/** PUT /notifications/templates/{event}: an event's texts and its providers' template names. */
export const useSaveMessageTemplate = () => useWrite(saveTemplate, messageKeys.templates);
