import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '#common/format';
import type { MessageDto } from '#common/schemas/messages';
import { statusLabels } from './labels';
import './messages';

/** The message's status as a badge, then each time it reached a step. */
export function MessageTimes({ message }: { message: MessageDto }) {
  const { t } = useLingui();
  const [label, badge] = statusLabels[message.status];
  const times = [
    [t`Queued`, message.createdAt],
    [t`Sent`, message.sentAt],
    [t`Delivered`, message.deliveredAt],
    [t`Read`, message.readAt],
    [t`Failed`, message.failedAt],
  ] as const;
  return (
    <div className="space-y-1">
      <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${badge}`}>{t(label)}</span>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600">
        {times
          .filter(([, at]) => at)
          .map(([name, at]) => (
            <div key={name} className="contents">
              <dt>{name}</dt>
              <dd className="tabular-nums">{formatDateTime(at ?? '')}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
