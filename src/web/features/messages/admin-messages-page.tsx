import { Trans, useLingui } from '@lingui/react/macro';
import {
  notificationChannels,
  notificationEvents,
  notificationStatuses,
} from '#common/notifications';
import type { MessageDto } from '#common/schemas/messages';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { messagesPageQuery } from './api/messages-page-query';
import { channelLabels, eventLabels, roleLabels, statusLabels } from './labels';
import { MessageTimes } from './message-times';
import { ResendButton } from './resend-button';
import './messages';

/** Every message the site has queued for a person, on every channel; a failed one resent. */
export function AdminMessagesPage() {
  const { t } = useLingui();
  const columns: Column<MessageDto>[] = [
    {
      header: t`Recipient`,
      cell: (row) => (
        <>
          <span className="text-ink block font-medium">{row.recipientName}</span>
          <span className="block text-xs text-slate-600">{t(roleLabels[row.recipientRole])}</span>
          <span className="block text-xs break-all text-slate-600">{row.address}</span>
        </>
      ),
      className: 'min-w-44',
      sortKey: 'name',
    },
    {
      header: t`Channel`,
      cell: (row) => (
        <>
          <span className="block">{t(channelLabels[row.channel])}</span>
          {row.fallbackFrom && (
            <span className="block text-xs text-slate-600">
              <Trans>after {t(channelLabels[row.fallbackFrom])} failed</Trans>
            </span>
          )}
        </>
      ),
      className: 'whitespace-nowrap',
    },
    { header: t`Event`, cell: (row) => t(eventLabels[row.event]) },
    {
      header: t`Status`,
      cell: (row) => <MessageTimes message={row} />,
      className: 'min-w-52',
      sortKey: 'status',
    },
    { header: t`Attempts`, cell: (row) => row.attempts, className: 'tabular-nums' },
    {
      header: t`Failure`,
      cell: (row) => row.failureReason ?? '—',
      className: 'min-w-40 break-words',
    },
    {
      header: t`Action`,
      cell: (row) => (row.status === 'failed' ? <ResendButton message={row} /> : null),
    },
  ];
  return (
    <AdminListPage
      title={t`Messages`}
      intro={t`Every message the site sent or will send to a person by WhatsApp, SMS or e-mail, with what became of it. A failed message can be sent again.`}
      caption={t`Messages`}
      columns={columns}
      rowKey={(row) => row._id}
      emptyText={t`No messages yet.`}
      noMatchText={t`No messages match.`}
      toolbar={{
        searchHint: t`Recipient's name, phone or e-mail`,
        filters: [
          {
            name: 'status',
            label: t`Status`,
            all: t`All statuses`,
            options: notificationStatuses.map((s) => [s, t(statusLabels[s][0])] as const),
          },
          {
            name: 'mode',
            label: t`Channel`,
            all: t`All channels`,
            options: notificationChannels.map((c) => [c, t(channelLabels[c])] as const),
          },
          {
            name: 'kind',
            label: t`Event`,
            all: t`All events`,
            options: notificationEvents.map((e) => [e, t(eventLabels[e])] as const),
          },
        ],
        dates: true,
        exportPath: '/notifications/messages/export.csv',
      }}
      query={messagesPageQuery}
    />
  );
}
