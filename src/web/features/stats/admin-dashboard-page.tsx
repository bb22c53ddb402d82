import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '#web/components/load-error';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { useSiteSettings } from '#web/lib/site-settings';
import { statsQuery } from './api/stats-query';
import { StatCard } from './stat-card';
import './messages';

export function AdminDashboardPage() {
  const { t } = useLingui();
  const { data, isError, refetch } = useQuery(statsQuery);
  const { testPayments } = useSiteSettings();
  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Dashboard`}>
        <Trans>An overview of students, courses and visitors.</Trans>
      </AdminPageIntro>
      {testPayments && (
        <section
          aria-labelledby="test-payments-warning"
          className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
        >
          <h2 id="test-payments-warning" className="font-semibold">
            <Trans>Test payments are on</Trans>
          </h2>
          <p className="mt-1 text-sm">
            <Trans>
              Purchases go to the built-in test provider: they are simulated and no money is taken.
              Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET on the server to take real payments.
            </Trans>
          </p>
        </section>
      )}
      {isError ? (
        <div className="rounded-2xl border border-red-200 bg-red-50 p-5">
          <LoadError
            inline
            title={t`The figures could not be loaded.`}
            onRetry={() => void refetch()}
          />
        </div>
      ) : (
        <dl className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy={!data}>
          <StatCard label={t`Total Students`} value={data?.totalStudents} accent="bg-brand-600" />
          <StatCard label={t`Total Courses`} value={data?.totalCourses} accent="bg-accent-400" />
          <StatCard label={t`Total Visitors`} value={data?.totalVisitors} accent="bg-emerald-500" />
        </dl>
      )}
    </div>
  );
}
