import type { MessageDto } from '#common/schemas/messages';
import { adminTableQuery } from '#web/lib/admin-table-query';
import { messageKeys } from './message-keys';

/** One page of the messages the view asks for, newest first by default (admin). */
export const messagesPageQuery = adminTableQuery<MessageDto>({
  path: '/notifications/messages',
  rows: 'messages',
  key: messageKeys.page,
});
