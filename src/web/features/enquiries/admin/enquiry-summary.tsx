import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import { enquirySummaryQuery } from '../api/enquiry-summary-query';
import './messages';

/** The dashboard's leads: follow-ups due today (or overdue) and enquiries this week. */
export function EnquirySummary() {
  const { data } = useQuery(enquirySummaryQuery);
  if (!data) return null;
  return (
    <section aria-labelledby="enquiries-summary" className="card">
      <h2 id="enquiries-summary" className="text-lg font-bold">
        <Trans>Enquiries</Trans>
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-amber-50 p-4">
          <dt className="text-sm font-semibold text-amber-900">
            <Trans>Follow-ups due today</Trans>
          </dt>
          <dd className="text-ink mt-1 text-3xl font-extrabold tabular-nums">
            {data.followUpsDue}
          </dd>
        </div>
        <div className="bg-brand-50 rounded-xl p-4">
          <dt className="text-brand-800 text-sm font-semibold">
            <Trans>New this week</Trans>
          </dt>
          <dd className="text-ink mt-1 text-3xl font-extrabold tabular-nums">{data.newThisWeek}</dd>
        </div>
      </dl>
      <p className="mt-4 flex flex-wrap gap-4 text-sm font-semibold">
        <Link to={adminPaths.registrations.getHref()} className="text-brand-700 underline">
          <Trans>Registered students</Trans>
        </Link>
        <Link to={adminPaths.contacts.getHref()} className="text-brand-700 underline">
          <Trans>Contact queries</Trans>
        </Link>
      </p>
    </section>
  );
}
