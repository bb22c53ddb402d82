import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatRupees } from '#common/format';
import { adminPaths } from '#common/admin-paths';
import type { TodaysWork as Work } from '#common/schemas/dashboard';
import { LoadError } from '#web/components/load-error';
import { todaysWorkQuery } from './api/todays-work-query';
import './messages';

const leadsPage = (kind: 'contact' | 'registration') =>
  kind === 'contact' ? adminPaths.contacts.getHref() : adminPaths.registrations.getHref();

function Column({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <div>
      <h3 className="text-ink font-semibold">{title}</h3>
      {children.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">{children}</ul>
      )}
    </div>
  );
}

function WorkLists({ data }: { data: Work }) {
  const { t } = useLingui();
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      <Column title={t`Follow-ups due`} empty={t`No follow-ups due.`}>
        {data.followUpsDue.map((lead) => (
          <li key={lead._id}>
            <Link to={leadsPage(lead.kind)} className="text-brand-700 font-medium underline">
              {lead.name}
            </Link>{' '}
            <span className="text-slate-500">
              <Trans>
                ({lead.kind}, due{' '}
                {lead.followUpOn ? formatDate(`${lead.followUpOn}T12:00:00Z`) : ''})
              </Trans>
            </span>
          </li>
        ))}
      </Column>
      <Column title={t`New enquiries`} empty={t`No new enquiries.`}>
        {data.newEnquiries.map((lead) => (
          <li key={lead._id}>
            <Link
              to={`${leadsPage(lead.kind)}?status=new`}
              className="text-brand-700 font-medium underline"
            >
              {lead.name}
            </Link>{' '}
            <span className="text-slate-500">
              ({lead.kind}, {formatDate(lead.createdAt)})
            </span>
          </li>
        ))}
      </Column>
      <Column title={t`Balances due`} empty={t`No fees with a balance due.`}>
        {data.balancesDue.map((fee) => (
          <li key={fee._id}>
            <Link
              to={adminPaths.frontDesk.getHref()}
              className="text-brand-700 font-medium underline"
            >
              {fee.userName}
            </Link>{' '}
            <span className="text-slate-500">
              <Trans>
                owes {formatRupees(fee.balance)} for {fee.courseTitle}
              </Trans>
            </span>
          </li>
        ))}
      </Column>
      <Column title={t`Certificates waiting`} empty={t`No certificates waiting.`}>
        {data.certificatesWaiting.map((c) => (
          <li key={c._id}>
            <Link
              to={adminPaths.certificateEdit.getHref(c._id)}
              className="text-brand-700 font-medium underline"
            >
              {c.number}
            </Link>{' '}
            <span className="text-slate-500">
              <Trans>{c.name} — the PDF needs its number and QR code</Trans>
            </span>
          </li>
        ))}
      </Column>
    </div>
  );
}

/** What needs doing today. */
export function TodaysWork() {
  const { t } = useLingui();
  const { data, status, refetch } = useQuery(todaysWorkQuery);
  return (
    <section aria-labelledby="todays-work" className="card">
      <h2 id="todays-work" className="text-lg font-bold">
        <Trans>Today&apos;s work</Trans>
      </h2>
      {status === 'pending' && (
        <p role="status" className="mt-3 text-sm text-slate-500">
          <Trans>Loading…</Trans>
        </p>
      )}
      {status === 'error' && (
        <LoadError
          inline
          title={t`Today's work could not be loaded.`}
          onRetry={() => void refetch()}
        />
      )}
      {data && <WorkLists data={data} />}
    </section>
  );
}
