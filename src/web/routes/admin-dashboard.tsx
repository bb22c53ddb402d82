import { TodaysMessages } from '../features/messages/todays-messages';
import { EnquirySummary } from '../features/enquiries/admin/enquiry-summary';
import { AdminDashboardPage } from '../features/stats/admin-dashboard-page';
import { DashboardCharts } from '../features/stats/admin/dashboard-charts';
import { TodaysWork } from '../features/stats/todays-work';

/** The figures, today's work, the leads that need a call, and the trends. */
export function Component() {
  return (
    <div className="space-y-6">
      <AdminDashboardPage />
      <TodaysWork />
      <EnquirySummary />
      <TodaysMessages />
      <DashboardCharts />
    </div>
  );
}
