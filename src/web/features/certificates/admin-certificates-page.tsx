import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminCertificatesPage() {
  return (
    <AdminPageIntro title="Certificates">
      Every certificate that can be verified on the website.
    </AdminPageIntro>
  );
}
