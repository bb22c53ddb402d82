import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminReviewsPage() {
  return (
    <AdminPageIntro title="Reviews">What students have written about the institute.</AdminPageIntro>
  );
}
