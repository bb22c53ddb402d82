import { EnquirySummary } from '../features/enquiries/enquiry-summary';
import { AdminDashboardPage } from '../features/stats/admin-dashboard-page';

/** The figures, with the leads that need a call today. */
export function Component() {
  return (
    <div className="space-y-6">
      <AdminDashboardPage />
      <EnquirySummary />
    </div>
  );
}
