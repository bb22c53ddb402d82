import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminCertificateEditPage() {
  return (
    <AdminPageIntro title="Update Certificate">
      Replace a certificate’s file or correct its details.
    </AdminPageIntro>
  );
}
