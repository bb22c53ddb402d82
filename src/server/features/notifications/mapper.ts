import type { MessageDto } from '#common/schemas/messages';
import type { MessageRow } from './messages-repo';

export const messageDto = (row: MessageRow): MessageDto => ({
  _id: row.id,
  event: row.event,
  recipientName: row.recipient_name,
  recipientRole: row.recipient_role,
  channel: row.channel,
  address: row.address,
  language: row.language,
  status: row.status,
  attempts: row.attempts,
  failureReason: row.failure_reason,
  fallbackFrom: row.fallback_from_channel,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  deliveredAt: row.delivered_at,
  readAt: row.read_at,
  failedAt: row.failed_at,
});
