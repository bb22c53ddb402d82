import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminCertificateUploadPage() {
  return (
    <AdminPageIntro title="Upload Certificate">
      Upload a student’s certificate so it can be verified online.
    </AdminPageIntro>
  );
}
