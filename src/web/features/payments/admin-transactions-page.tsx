import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminTransactionsPage() {
  return (
    <AdminPageIntro title="Transaction History">
      Course purchases and their payment status.
    </AdminPageIntro>
  );
}
