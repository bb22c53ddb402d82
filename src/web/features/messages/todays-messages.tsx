import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import { messagesTodayQuery } from './api/messages-today-query';
import './messages';

/** The dashboard's card: messages sent, delivered and failed today (India's day). */
export function TodaysMessages() {
  const { data, isError, isPending } = useQuery(messagesTodayQuery);
  const figures = [
    [<Trans key="sent">Sent</Trans>, data?.sent, 'bg-brand-50 text-brand-800'],
    [<Trans key="delivered">Delivered</Trans>, data?.delivered, 'bg-green-50 text-green-800'],
    [<Trans key="failed">Failed</Trans>, data?.failed, 'bg-red-50 text-red-800'],
  ] as const;
  return (
    <section aria-labelledby="messages-today" className="card" aria-busy={isPending}>
      <h2 id="messages-today" className="text-lg font-bold">
        <Trans>Messages today</Trans>
      </h2>
      {isError ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          <Trans>Today's messages could not be loaded.</Trans>
        </p>
      ) : (
        <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-4">
          {figures.map(([label, value, colours], i) => (
            <div key={i} className={`rounded-xl p-3 sm:p-4 ${colours}`}>
              <dt className="text-sm font-semibold">{label}</dt>
              <dd className="text-ink mt-1 text-2xl font-extrabold tabular-nums sm:text-3xl">
                {value ?? '…'}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-4 text-sm font-semibold">
        <Link to={adminPaths.messages.getHref()} className="text-brand-700 underline">
          <Trans>All messages</Trans>
        </Link>
      </p>
    </section>
  );
}
