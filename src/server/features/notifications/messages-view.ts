import { formatDateTime } from '#common/format';
import {
  notificationChannels,
  notificationEvents,
  notificationStatuses,
} from '#common/notifications';
import type { CsvColumn } from '../csv-export';
import type { ListView } from '../list-view';
import { recipientMatches, type MessageRow } from './messages-repo';

/**
 * The Messages table: search by the recipient's name or address; status, channel (`mode`),
 * event (`kind`) and date filters; newest first.
 */
export const messagesView: ListView = {
  id: 'notifications.id',
  sorts: {
    date: 'notifications.created_at',
    name: 'notifications.recipient_name',
    status: 'notifications.status',
  },
  defaultSort: 'date',
  search: (_db, q) => recipientMatches(q),
  status: { values: notificationStatuses, column: 'notifications.status' },
  mode: { values: notificationChannels, column: 'notifications.channel' },
  kind: { values: notificationEvents, column: 'notifications.event' },
  date: 'notifications.created_at',
};

const time = (value: string | null) => (value ? formatDateTime(value) : '');

export const messagesCsv: CsvColumn<MessageRow>[] = [
  { header: 'Queued', value: (row) => time(row.created_at) },
  { header: 'Recipient', value: (row) => row.recipient_name },
  { header: 'Role', value: (row) => row.recipient_role },
  { header: 'Address', value: (row) => row.address },
  { header: 'Channel', value: (row) => row.channel },
  { header: 'Event', value: (row) => row.event },
  { header: 'Status', value: (row) => row.status },
  { header: 'Sent', value: (row) => time(row.sent_at) },
  { header: 'Delivered', value: (row) => time(row.delivered_at) },
  { header: 'Read', value: (row) => time(row.read_at) },
  { header: 'Failed', value: (row) => time(row.failed_at) },
  { header: 'Attempts', value: (row) => row.attempts },
  { header: 'Failure', value: (row) => row.failure_reason },
  { header: 'Fell back from', value: (row) => row.fallback_from_channel },
  { header: 'Id', value: (row) => row.id },
];
