import { useQuery } from '@tanstack/react-query';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { statsQuery } from './api/stats-query';
import { StatCard } from './stat-card';

export function AdminDashboardPage() {
  const { data, isError, refetch } = useQuery(statsQuery);
  return (
    <div className="space-y-6">
      <AdminPageIntro title="Dashboard">
        An overview of students, courses and visitors.
      </AdminPageIntro>
      {isError ? (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800">
          The figures could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <dl className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy={!data}>
          <StatCard label="Total Students" value={data?.totalStudents} accent="bg-brand-600" />
          <StatCard label="Total Courses" value={data?.totalCourses} accent="bg-accent-400" />
          <StatCard label="Total Visitors" value={data?.totalVisitors} accent="bg-emerald-500" />
        </dl>
      )}
    </div>
  );
}
