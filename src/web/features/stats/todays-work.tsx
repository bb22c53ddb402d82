import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatRupees } from '#common/format';
import { paths } from '#common/paths';
import type { TodaysWork as Work } from '#common/schemas/dashboard';
import { LoadError } from '#web/components/load-error';
import { todaysWorkQuery } from './api/todays-work-query';

const leadsPage = (kind: 'contact' | 'registration') =>
  kind === 'contact' ? paths.admin.contacts.getHref() : paths.admin.registrations.getHref();

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
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      <Column title="Follow-ups due" empty="No follow-ups due.">
        {data.followUpsDue.map((lead) => (
          <li key={lead._id}>
            <Link to={leadsPage(lead.kind)} className="text-brand-700 font-medium underline">
              {lead.name}
            </Link>{' '}
            <span className="text-slate-500">
              ({lead.kind}, due {lead.followUpOn ? formatDate(`${lead.followUpOn}T12:00:00Z`) : ''})
            </span>
          </li>
        ))}
      </Column>
      <Column title="New enquiries" empty="No new enquiries.">
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
      <Column title="Balances due" empty="No fees with a balance due.">
        {data.balancesDue.map((fee) => (
          <li key={fee._id}>
            <Link
              to={paths.admin.frontDesk.getHref()}
              className="text-brand-700 font-medium underline"
            >
              {fee.userName}
            </Link>{' '}
            <span className="text-slate-500">
              owes {formatRupees(fee.balance)} for {fee.courseTitle}
            </span>
          </li>
        ))}
      </Column>
      <Column title="Certificates waiting" empty="No certificates waiting.">
        {data.certificatesWaiting.map((c) => (
          <li key={c._id}>
            <Link
              to={paths.admin.certificateEdit.getHref(c._id)}
              className="text-brand-700 font-medium underline"
            >
              {c.number}
            </Link>{' '}
            <span className="text-slate-500">{c.name} — the PDF needs its number and QR code</span>
          </li>
        ))}
      </Column>
    </div>
  );
}

/** What needs doing today. */
export function TodaysWork() {
  const { data, status, refetch } = useQuery(todaysWorkQuery);
  return (
    <section aria-labelledby="todays-work" className="card">
      <h2 id="todays-work" className="text-lg font-bold">
        Today&apos;s work
      </h2>
      {status === 'pending' && (
        <p role="status" className="mt-3 text-sm text-slate-500">
          Loading…
        </p>
      )}
      {status === 'error' && (
        <LoadError
          inline
          title="Today's work could not be loaded."
          onRetry={() => void refetch()}
        />
      )}
      {data && <WorkLists data={data} />}
    </section>
  );
}
